import { describe, expect, it } from 'vitest';
import { customerCreateSchema, customerListQuerySchema, customerSearchKey, customerUpdateSchema } from './customer';

describe('customer', () => {
  it('create: name and e-mail required, the rest optional, sendInvite off unless asked', () => {
    expect(customerCreateSchema.parse({ name: ' Kari ', email: 'Kari@Example.NO' })).toEqual({
      name: 'Kari',
      email: 'kari@example.no',
      phone: '',
      address: '',
      zip: '',
      city: '',
      profileImage: null,
      sendInvite: false,
    });
    const missing = customerCreateSchema.safeParse({ name: '', email: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'email']);
    expect(customerCreateSchema.safeParse({ name: 'Kari', email: 'ikke en e-post' }).success).toBe(false);
  });

  it('e-mail is the same customer regardless of case', () => {
    const a = customerCreateSchema.parse({ name: 'A', email: 'OLA@eksempel.no' });
    const b = customerCreateSchema.parse({ name: 'B', email: 'ola@EKSEMPEL.no' });
    expect(a.email).toBe(b.email);
  });

  it('update: sendInvite only on creation, the counts never', () => {
    expect(customerUpdateSchema.safeParse({ sendInvite: true }).success).toBe(false);
    expect(customerUpdateSchema.safeParse({ orders: 3 }).success).toBe(false);
    expect(customerUpdateSchema.parse({ phone: ' 22 22 22 22 ' })).toEqual({ phone: '22 22 22 22' });
  });

  it('list query: the spec’s name and anonymous=false, bounded paging', () => {
    expect(customerListQuerySchema.parse({ name: 'kari', anonymous: 'false' })).toEqual({
      name: 'kari',
      anonymous: 'false',
      skip: 0,
      limit: 50,
    });
    expect(customerListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
    expect(customerListQuerySchema.safeParse({ skip: '20000' }).success).toBe(false);
  });

  it('search key: trimmed and lower case, Norwegian letters included', () => {
    expect(customerSearchKey('  ØSTBY ')).toBe('østby');
  });
});
