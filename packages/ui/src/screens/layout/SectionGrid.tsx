import { LinkCard } from '../../components/LinkCard/LinkCard.tsx';
import { grid, group, groupTitle } from './SectionGrid.css.ts';

export interface SectionLink {
  /** Unique within the page (the route name). */
  id: string;
  href: string;
  title: string;
  description: string;
}

export interface SectionGroup {
  id: string;
  title: string;
  links: readonly SectionLink[];
}

// Groups of link cards under their headings (the statistics and settings homes); an empty group is not shown.
export function SectionGrid({ groups }: { groups: readonly SectionGroup[] }) {
  return (
    <>
      {groups
        .filter((entry) => entry.links.length > 0)
        .map((entry) => (
          <section key={entry.id} aria-labelledby={`section-group-${entry.id}`} className={group}>
            <h2 id={`section-group-${entry.id}`} className={groupTitle}>
              {entry.title}
            </h2>
            <ul className={grid}>
              {entry.links.map((link) => (
                <li key={link.id}>
                  <LinkCard href={link.href} title={link.title} description={link.description} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
