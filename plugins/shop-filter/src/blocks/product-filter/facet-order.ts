/**
 * Pure helpers of the sidebar's facet list: choose, unchoose, move.
 */

/**
 * The facets with one switched on (appended) or off.
 *
 * @param facets Chosen facets in order.
 * @param key    Facet to switch.
 * @param on     Whether it is chosen.
 */
export function toggleFacet(
	facets: string[],
	key: string,
	on: boolean
): string[] {
	const without = facets.filter( ( facet ) => facet !== key );
	return on ? [ ...without, key ] : without;
}

/**
 * The facets with one moved up (-1) or down (+1); unchanged at the ends.
 *
 * @param facets Chosen facets in order.
 * @param key    Facet to move.
 * @param step   -1 or +1.
 */
export function moveFacet(
	facets: string[],
	key: string,
	step: -1 | 1
): string[] {
	const from = facets.indexOf( key );
	const to = from + step;
	if ( from < 0 || to < 0 || to >= facets.length ) {
		return facets;
	}
	const moved = [ ...facets ];
	[ moved[ from ], moved[ to ] ] = [ moved[ to ], moved[ from ] ];
	return moved;
}
