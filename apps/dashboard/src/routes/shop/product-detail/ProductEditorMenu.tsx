import { Menu } from '@mantine/core';
import {
  IconCopy,
  IconExternalLink,
  IconLink,
  IconListNumbers,
  IconPlayerPlay,
  IconTemplate,
} from '@tabler/icons-react';
import { type Product, siteAddress } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlatformConfig } from '../../../hooks/api/config';
import { useSite } from '../../../hooks/api/sites';

/**
 * The product editor's 'Mer' menu (spec 3 §2): 'Gå til mal' and 'Vis produkt på nettsiden' (saved
 * products with a template), the included SKUs, references, status and a copy.
 */
export function ProductEditorMenu(props: {
  product: Product;
  /** The site template the product is shown in, its own or the site's for products. */
  template: string | null;
  editable: boolean;
  on: { references: () => void; status: () => void; clone: () => void; subSkus: () => void };
}) {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const { data: config } = usePlatformConfig();
  const { product, template } = props;
  const publicUrl =
    site && config && template && product.publishedAt
      ? `${config.platformDomain.startsWith('localhost') ? 'http' : 'https'}://${siteAddress(site, config.platformDomain)}${product.path}`
      : null;
  return (
    <>
      {template && (
        <Menu.Item
          component={Link}
          to={`/innstillinger/maler/liste/${template}`}
          leftSection={<IconTemplate size={16} />}
        >
          {t('shop.products.menu.goToTemplate')}
        </Menu.Item>
      )}
      {publicUrl && (
        <Menu.Item
          component="a"
          href={publicUrl}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} />}
        >
          {t('shop.products.menu.viewOnSite')}
        </Menu.Item>
      )}
      <Menu.Item onClick={props.on.subSkus} leftSection={<IconListNumbers size={16} />}>
        {t('shop.products.menu.subSkus')}
      </Menu.Item>
      <Menu.Item onClick={props.on.references} leftSection={<IconLink size={16} />}>
        {t('editor.references')}
      </Menu.Item>
      {props.editable && (
        <>
          <Menu.Item onClick={props.on.status} leftSection={<IconPlayerPlay size={16} />}>
            {t('shop.products.menu.status')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={props.on.clone} leftSection={<IconCopy size={16} />}>
            {t('shop.products.menu.clone')}
          </Menu.Item>
        </>
      )}
    </>
  );
}
