/**
 * Datasett: the records of one of the site's data sets as cards (staff, shop locations …): all of
 * them in title order, or the ones chosen here in the chosen order. The section refers to the set
 * and to the chosen records, so neither can be deleted while a page shows them.
 */
import { backgroundProp, columnOptions, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { RecordCard } from '../render/record-card';
import { headingId, SectionShell } from '../render/shell';

/** How many records a section lists at most. */
export const dataSetListMax = 48;

export const dataSetList = defineSection({
  name: 'dataSetList',
  label: 'Datasett',
  description: 'Oppføringene i et av nettstedets datasett, for eksempel ansatte eller butikker.',
  icon: 'IconDatabase',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: false,
  props: [
    headingProp(''),
    { name: 'dataSet', label: 'Datasett', type: 'ref', to: 'dataSet', required: true },
    {
      name: 'records',
      label: 'Bare disse oppføringene',
      description: 'Tomt: alle oppføringene i datasettet.',
      type: 'list',
      max: dataSetListMax,
      of: { type: 'ref', to: 'dataSetRecord', label: 'Oppføring' },
    },
    { name: 'columns', label: 'Kolonner', type: 'select', options: columnOptions, default: '3' },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const set = props.dataSet ? context.data.dataSets?.[props.dataSet] : undefined;
    if (!set) return null;
    const chosen = props.records.filter((id): id is string => !!id);
    const records = chosen.length
      ? chosen.flatMap((id) => set.records.filter((record) => record._id === id))
      : set.records.slice(0, dataSetListMax);
    if (records.length === 0) return null;
    const id = headingId(context.instance);
    return (
      <SectionShell kind="data-set-list" background={props.background} labelledBy={props.heading ? id : undefined}>
        {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
        <ul className={`vev-grid vev-grid-${props.columns}`} data-vev-data-set={set.name}>
          {records.map((record) => (
            <li key={record._id}>
              <RecordCard set={set} record={record} data={context.data} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  },
});
