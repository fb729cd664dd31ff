import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './DesignerLayout.module.css';

/** Design mode's frame, outside the main shell: a top bar, the editing panel and the preview. */
export function DesignerLayout({
  top,
  panel,
  preview,
}: {
  top: ReactNode;
  panel: ReactNode | null;
  preview: ReactNode;
}) {
  return (
    <Box className={classes.root}>
      <Box component="header" className={classes.top}>
        {top}
      </Box>
      <Box className={classes.body}>
        {panel && (
          <Box component="aside" className={classes.panel}>
            {panel}
          </Box>
        )}
        <Box component="main" className={classes.preview}>
          {preview}
        </Box>
      </Box>
    </Box>
  );
}
