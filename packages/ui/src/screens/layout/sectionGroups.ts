import { passesGate, routeByName, type AccessContext } from '@console/machines/rules/routes';

/** A group of a home page: its id (the heading's key) and its sections as [route name, description key]. */
export interface GroupDefinition {
  id: string;
  sections: readonly (readonly [routeName: string, descriptionKey: string])[];
}

export interface VisibleSection {
  name: string;
  href: string;
  /** The route's title (common namespace), the same as the page's own title. */
  titleKey: string;
  descriptionKey: string;
}

export interface VisibleGroup {
  id: string;
  sections: VisibleSection[];
}

/** The sections `shows` lets through, in the groups' order; empty groups dropped. */
export function groupsShowing(groups: readonly GroupDefinition[], shows: (routeName: string) => boolean): VisibleGroup[] {
  return groups
    .map((group) => ({
      id: group.id,
      sections: group.sections.flatMap(([name, descriptionKey]) => {
        const route = routeByName(name);
        return shows(name) ? [{ name, href: route.path, titleKey: route.titleKey, descriptionKey }] : [];
      }),
    }))
    .filter((group) => group.sections.length > 0);
}

/** The sections this user may open (each route's gate, spec §2.5, §6), in the groups' order; empty groups dropped. */
export const visibleGroups = (groups: readonly GroupDefinition[], context: AccessContext): VisibleGroup[] =>
  groupsShowing(groups, (name) => passesGate(routeByName(name).gate, context));
