import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ProgressBar.module.css';

/** A change quicker than this shows no bar: a flash would only distract. */
const showAfterMs = 150;
/** How long the full bar stays while it fades out. */
const finishMs = 300;

type Phase = 'hidden' | 'running' | 'finishing';

/** Which part of its life the bar is in, for an activity that is `active` now. */
function usePhase(active: boolean): Phase {
  const [phase, setPhase] = useState<Phase>('hidden');
  useEffect(() => {
    if (active) {
      const timer = setTimeout(() => setPhase('running'), showAfterMs);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'hidden'));
  }, [active]);
  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('hidden'), finishMs);
    return () => clearTimeout(timer);
  }, [phase]);
  return phase;
}

/** A thin bar at the top of the window while a change of screen takes longer than ~150 ms. */
export function ProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const phase = usePhase(active);
  if (phase === 'hidden') return null;
  return <div className={classes.bar} data-phase={phase} role="progressbar" aria-label={t('common.loading')} />;
}
