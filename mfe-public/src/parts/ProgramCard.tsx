import { Link } from '@sla/router';
import type { ProgramSummary } from '@sla/data';
import { T } from '@sla/ui';
import { ApplyLink } from './ApplyLink.js';
import { InEnglishTag, textLang } from './contentLanguage.js';
import { windowShort } from './format.js';
import { WindowBadge } from './WindowBadge.js';

/** Programmes with an illustration of their own; any other shows none rather than a broken image. */
export const ILLUSTRATED = new Set(['stepup-scholars', 'dynamerge']);

export function ProgramCard({ program }: { program: ProgramSummary }) {
  const { applicationWindow: win } = program;
  return (
    <article className="program-card">
      <div className="program-card__body">
        <WindowBadge state={win.state} /> <InEnglishTag language={program.language} />
        <h3 className="program-card__title">
          <Link to={`/programs/${program.slug}`}>{program.name}</Link>
        </h3>
        <p className="program-card__summary" lang={textLang(program.language)}>
          {program.summary}
        </p>
        <p className="program-card__when">{windowShort(win)}</p>
        <div className="program-card__actions">
          {win.state === 'open' ? <ApplyLink programName={program.name} /> : null}
          <Link className="button button--outline" to={`/programs/${program.slug}`}>
            <T
              message="Learn more <hidden>about {program}</hidden>"
              values={{ program: program.name }}
              components={{ hidden: <span className="visually-hidden" /> }}
            />
          </Link>
        </div>
      </div>
      {ILLUSTRATED.has(program.slug) ? (
        <img
          className="program-card__image"
          src={`/images/programs/${program.slug}.svg`}
          alt=""
          width={1200}
          height={675}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </article>
  );
}
