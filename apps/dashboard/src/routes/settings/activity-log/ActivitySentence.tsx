/**
 * What an activity line says, in the owner's words: the sentence of its kind from the catalogue,
 * with the thing it happened to as a link to where it is edited, or as plain words (and 'nå slettet')
 * once it is gone. A line without a kind says which area of the dashboard was changed.
 */
import { Anchor, Text } from '@mantine/core';
import { type ActivityEntry, activityFallback } from '@vev/shared';
import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Target = NonNullable<ActivityEntry['target']>;

/** Kinds whose entry is the target's own end: it is gone, and saying so again is noise. */
const endingKinds = /\.(deleted|removed|withdrawn)$/;

function TargetWords({ target, children }: { target: Target | null; children?: ReactNode }) {
  if (target?.editPath && !target.deleted) {
    return (
      <Anchor component={Link} to={target.editPath} fw={500} inherit>
        {children}
      </Anchor>
    );
  }
  return (
    <Text span fw={500} inherit>
      {children}
    </Text>
  );
}

function Sentence({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const { kind, target, details } = entry;
  if (!kind) {
    const { action, area } = activityFallback(entry.method, entry.url);
    if (!area)
      return (
        <>
          {t(action === 'deleted' ? 'activityLog.fallback.deletedSomewhere' : 'activityLog.fallback.changedSomewhere')}
        </>
      );
    return <>{t(`activityLog.fallback.${action}`, { area: t(`activityLog.fallbackAreas.${area}`) })}</>;
  }
  if (kind === 'media.deleted' && !target && details?.count !== undefined) {
    return <>{t('activityLog.counted.media.deleted', { count: details.count })}</>;
  }
  const thing = target && (target.type === 'category' || target.type === 'productPage') ? target.type : 'page';
  return (
    <Trans
      i18nKey={`activityLog.kinds.${kind}`}
      values={{
        label: target?.label ?? '',
        thing: t(`activityLog.things.${thing}`),
        section: details?.section ?? '',
        count: details?.count ?? 0,
      }}
      components={{ target: <TargetWords target={target} /> }}
    />
  );
}

export function ActivitySentence({ entry }: { entry: ActivityEntry }): ReactElement {
  const { t } = useTranslation();
  const gone = entry.target?.deleted && entry.kind && !endingKinds.test(entry.kind);
  return (
    <Text size="sm">
      <Sentence entry={entry} />
      {gone && (
        <Text span c="dimmed" inherit>
          {' '}
          {t('activityLog.targetDeleted')}
        </Text>
      )}
    </Text>
  );
}

/** A run of one small act ('Lastet opp 3 filer:'), its things as links after the words. */
export function ActivityRunSentence({ entries }: { entries: ActivityEntry[] }): ReactElement {
  const { t } = useTranslation();
  const kind = entries[0]?.kind;
  const words =
    kind === 'media.deleted'
      ? t('activityLog.runs.media.deleted', { count: entries.length })
      : t('activityLog.runs.media.uploaded', { count: entries.length });
  const named = entries.filter((entry) => entry.target);
  return (
    <Text size="sm">
      {words}{' '}
      {named.map((entry, index) => (
        <span key={entry._id}>
          {index > 0 && ', '}
          <TargetWords target={entry.target}>«{entry.target?.label}»</TargetWords>
        </span>
      ))}
    </Text>
  );
}
