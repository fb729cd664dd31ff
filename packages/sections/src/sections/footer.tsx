import { contactRules, socialNetworks } from '../definition/common';
import { defineSection } from '../definition/define';
import { safeHrefOrUndefined } from '../definition/values';
import { formatOrganizationNumber } from '../global/global-content';
import type { StorefrontData } from '../render/context';
import { keyed } from '../render/keys';
import { LinkAnchor } from '../render/links';
import { RichText } from '../render/rich-text';
import { FooterContact } from './footer-contact';

type Profile = { platform: string; url: string };

function SocialLinks({ profiles }: { profiles: Profile[] }) {
  if (profiles.length === 0) return null;
  return (
    <ul className="vev-social" aria-label="Sosiale medier">
      {profiles.map((profile) => {
        const href = safeHrefOrUndefined(profile.url);
        const label = socialNetworks.find((network) => network.value === profile.platform)?.label ?? profile.platform;
        return href ? (
          <li key={`${profile.platform}-${href}`}>
            <a href={href} rel="noopener noreferrer" target="_blank">
              {label}
            </a>
          </li>
        ) : null;
      })}
    </ul>
  );
}

/** The footer's own profiles, else the global content's. */
const profilesOf = (own: Profile[], global: StorefrontData['global']): Profile[] =>
  own.length > 0 ? own : (global?.socialLinks ?? []).map((link) => ({ platform: link.network, url: link.url }));

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
          { name: 'platform', label: 'Tjeneste', type: 'select', options: socialNetworks },
          {
            name: 'url',
            label: 'Adresse',
            type: 'string',
            maxLength: 300,
            required: true,
            validationFn: contactRules.https,
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
      validationFn: contactRules.organizationNumber,
    },
    {
      name: 'copyright',
      label: 'Opphavsrett',
      description: 'Tomt: «© {år} {firmanavn fra globalt innhold, ellers nettstedets navn}».',
      type: 'string',
      maxLength: 200,
      default: '',
    },
  ],
  // Org. number, social links and the copyright's name come from the global content where the
  // footer's own props are empty; its contact details and opening hours are shown from there.
  render: ({ props, context }) => {
    const { site, global } = context.data;
    const orgNumber = formatOrganizationNumber(props.organizationNumber || global?.organizationNumber || '');
    const owner = global?.companyName || site.displayName;
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
            {global ? <FooterContact global={global} /> : null}
          </div>
          <div className="vev-footer-bottom">
            <p>
              {props.copyright || `© ${new Date().getFullYear()} ${owner}`}
              {orgNumber ? ` · Org.nr.\u00a0${orgNumber}` : null}
            </p>
            <SocialLinks profiles={profilesOf(props.social, global)} />
          </div>
        </div>
      </footer>
    );
  },
});
