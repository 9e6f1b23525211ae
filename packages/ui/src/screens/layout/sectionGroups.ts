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

/** The sections this user may open (each route's gate, spec §2.5, §6), in the groups' order; empty groups dropped. */
export function visibleGroups(groups: readonly GroupDefinition[], context: AccessContext): VisibleGroup[] {
  return groups
    .map((group) => ({
      id: group.id,
      sections: group.sections.flatMap(([name, descriptionKey]) => {
        const route = routeByName(name);
        return passesGate(route.gate, context) ? [{ name, href: route.path, titleKey: route.titleKey, descriptionKey }] : [];
      }),
    }))
    .filter((group) => group.sections.length > 0);
}
