import { VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { queryKeys } from '../../../api/query-keys';
import { sessionStore } from '../../../app/session/session-store';
import { fetchCurrentUser } from '../../../hooks/api/users';

/** /sign-on: no visible UI; fetches the current user, stores it and goes to /. */
export function SignOnScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isError } = useQuery({
    queryKey: queryKeys.me(),
    queryFn: fetchCurrentUser,
    retry: false,
    meta: { errorToast: false },
  });

  useEffect(() => {
    if (!data?._id) return;
    sessionStore.signIn({ id: data._id, name: data.name, profileImage: data.profileImage });
    navigate('/', { replace: true });
  }, [data, navigate]);

  if (isError) return <Navigate to="/logg-inn" replace />;
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {t('session.signingIn')}
    </VisuallyHidden>
  );
}

export { SignOnScreen as Component };
