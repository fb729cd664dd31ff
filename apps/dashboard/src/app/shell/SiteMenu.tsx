/** The site's name in the top bar with its menu ('Bytt nettsted'); loaded once the user reaches for it. */
import { Menu } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { type ReactElement, type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../components/confirm';

interface SiteMenuProps {
  /** The button that opens the menu. */
  target: (ref: Ref<HTMLButtonElement>) => ReactElement;
  /** Open at once: the button was clicked while this module loaded. */
  opened: boolean;
  /** Focus the button at once: it had the focus when this module was asked for. */
  focused: boolean;
}

export function SiteMenu({ target, opened, focused }: SiteMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The stand-in button had the focus and is gone; give it to this one unless it went elsewhere.
    if (focused && !opened && document.activeElement === document.body) button.current?.focus();
  }, [focused, opened]);
  const switchSite = async () => {
    if (await confirmAction(t('session.confirmSwitchSite'), t('session.switchSite'))) navigate('/velg-nettside');
  };
  return (
    <Menu position="bottom-start" withinPortal defaultOpened={opened}>
      <Menu.Target>{target(button)}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconSwitchHorizontal size={16} />} onClick={switchSite}>
          {t('session.switchSite')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
