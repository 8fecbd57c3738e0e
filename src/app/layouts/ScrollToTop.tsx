import { useEffect, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const SHOW_AFTER_PX = 200;

/** Appears once the page has scrolled 200 px (spec §9). */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      aria-label={t('app.scrollToTop')}
      position="fixed"
      bottom="6"
      insetEnd="6"
      rounded="full"
      colorPalette="primary"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </IconButton>
  );
}
