import { backgroundProp, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { headingId, SectionShell } from '../render/shell';
import { videoEmbedUrl, videoUrlMessage } from './video-embed';

export const video = defineSection({
  name: 'video',
  label: 'Video',
  description: 'Video fra YouTube eller Vimeo, vist uten sporingscookies.',
  icon: 'IconBrandYoutube',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: true,
  props: [
    headingProp(),
    {
      name: 'url',
      label: 'Lenke til videoen',
      description: 'For eksempel https://www.youtube.com/watch?v=… eller https://vimeo.com/….',
      type: 'string',
      maxLength: 500,
      required: true,
      validationFn: (value) => (videoEmbedUrl(String(value)) ? undefined : videoUrlMessage),
    },
    {
      name: 'title',
      label: 'Beskrivelse for skjermlesere',
      description: 'Hva videoen viser; leses opp for dem som ikke ser den.',
      type: 'string',
      maxLength: 200,
      required: true,
      default: 'Video',
    },
    { name: 'caption', label: 'Bildetekst', type: 'string', maxLength: 300, default: '' },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const id = headingId(context.instance);
    const src = videoEmbedUrl(props.url);
    return (
      <SectionShell kind="video" background={props.background} labelledBy={props.heading ? id : undefined}>
        {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
        <figure className="vev-figure">
          {src ? (
            <div className="vev-video-frame">
              <iframe
                src={src}
                title={props.title}
                loading="lazy"
                allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              />
            </div>
          ) : null}
          {props.caption ? <figcaption>{props.caption}</figcaption> : null}
        </figure>
      </SectionShell>
    );
  },
});
