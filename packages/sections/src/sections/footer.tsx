import { defineSection } from '../definition/define';
import { safeHrefOrUndefined } from '../definition/values';
import { keyed } from '../render/keys';
import { LinkAnchor } from '../render/links';
import { RichText } from '../render/rich-text';

const platforms = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'tiktok', label: 'TikTok' },
] as const;

export const footer = defineSection({
  name: 'footer',
  label: 'Bunntekst',
  description: 'Lenkekolonner, kontaktinformasjon, sosiale medier og opphavsrett nederst på alle sider.',
  icon: 'IconLayoutBottombar',
  usableInSection: true,
  usableInRichContent: false,
  props: [
    { name: 'text', label: 'Om oss', type: 'richText', default: '' },
    {
      name: 'columns',
      label: 'Lenkekolonner',
      type: 'list',
      max: 4,
      itemTitle: 'heading',
      of: {
        type: 'object',
        label: 'Kolonne',
        fields: [
          { name: 'heading', label: 'Overskrift', type: 'string', maxLength: 100, required: true },
          { name: 'links', label: 'Lenker', type: 'list', max: 12, of: { type: 'link', label: 'Lenke' } },
        ],
      },
    },
    {
      name: 'social',
      label: 'Sosiale medier',
      type: 'list',
      max: 5,
      itemTitle: 'platform',
      of: {
        type: 'object',
        label: 'Profil',
        fields: [
          { name: 'platform', label: 'Tjeneste', type: 'select', options: platforms },
          {
            name: 'url',
            label: 'Adresse',
            type: 'string',
            maxLength: 300,
            required: true,
            validationFn: (value) =>
              /^https:\/\//.test(String(value)) ? undefined : 'Adressen må starte med https://.',
          },
        ],
      },
    },
    {
      name: 'organizationNumber',
      label: 'Organisasjonsnummer',
      type: 'string',
      maxLength: 11,
      default: '',
      validationFn: (value) =>
        /^\d{9}$/.test(String(value).replace(/\s/g, '')) ? undefined : 'Organisasjonsnummeret må ha 9 siffer.',
    },
    {
      name: 'copyright',
      label: 'Opphavsrett',
      description: 'Tomt: «© {år} {nettstedets navn}».',
      type: 'string',
      maxLength: 200,
      default: '',
    },
  ],
  render: ({ props, context }) => {
    const { site } = context.data;
    const orgNumber = props.organizationNumber
      .replace(/\s/g, '')
      .replace(/(\d{3})(\d{3})(\d{3})/, '$1\u00a0$2\u00a0$3');
    return (
      <footer className="vev-footer">
        <div className="vev-container vev-width-wide">
          <div className="vev-footer-grid">
            <div className="vev-footer-about">
              <p className="vev-brand-name">{site.displayName}</p>
              <RichText value={props.text} />
            </div>
            {keyed(props.columns).map(([key, column]) => (
              <nav key={key} aria-label={column.heading} className="vev-footer-column">
                <h2>{column.heading}</h2>
                <ul>
                  {keyed(column.links).map(([linkKey, link]) => (
                    <li key={linkKey}>
                      <LinkAnchor link={link} data={context.data} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <div className="vev-footer-bottom">
            <p>
              {props.copyright || `© ${new Date().getFullYear()} ${site.displayName}`}
              {orgNumber ? ` · Org.nr.\u00a0${orgNumber}` : null}
            </p>
            {props.social.length > 0 ? (
              <ul className="vev-social" aria-label="Sosiale medier">
                {props.social.map((profile) => {
                  const href = safeHrefOrUndefined(profile.url);
                  const label =
                    platforms.find((platform) => platform.value === profile.platform)?.label ?? profile.platform;
                  return href ? (
                    <li key={`${profile.platform}-${href}`}>
                      <a href={href} rel="noopener noreferrer" target="_blank">
                        {label}
                      </a>
                    </li>
                  ) : null;
                })}
              </ul>
            ) : null}
          </div>
        </div>
      </footer>
    );
  },
});
