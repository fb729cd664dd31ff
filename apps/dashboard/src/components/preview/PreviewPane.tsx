import { Alert, Box, Loader, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './PreviewPane.module.css';
import { desktopDefaultHeight, mobileFrame, type PreviewMode } from './preview-mode';
import type { PreviewFrame } from './use-preview-frame';

export interface PreviewPaneProps {
  frame: PreviewFrame;
  mode: PreviewMode;
  title: string;
  /** The designer: the desktop frame takes the whole height of the pane instead of its default 64vh. */
  fill?: boolean;
}

/** The live storefront in a frame, sized by the preview mode (spec 1 §4 'Preview mode'). */
export function PreviewPane({ frame, mode, title, fill = false }: PreviewPaneProps) {
  const { t } = useTranslation();
  if (frame.error) {
    return (
      <Box className={classes.stage} p="lg">
        <Alert color="red" title={t('editor.preview.failed')} maw={480} />
      </Box>
    );
  }
  const size =
    mode === 'mobile'
      ? { width: mobileFrame.width, height: mobileFrame.height }
      : mode === 'desktop' && !fill
        ? { width: '100%', height: desktopDefaultHeight }
        : { width: '100%', height: '100%' };
  return (
    <Box className={classes.stage} data-mode={mode} data-fill={fill || undefined}>
      <Paper className={classes.device} data-mode={mode} shadow="md" style={size}>
        {frame.src && (
          <iframe
            key={frame.generation}
            ref={frame.ref}
            src={frame.src}
            title={t('editor.preview.title', { title })}
            className={classes.frame}
          />
        )}
        {frame.loading && (
          <Box className={classes.loading} aria-label={t('editor.preview.loading')} role="status">
            <Loader size="sm" />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
