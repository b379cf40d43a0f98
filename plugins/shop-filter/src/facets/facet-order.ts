/**
 * Pure helpers of a facet list (the block's sidebar, the settings' default filters): choose, unchoose, move.
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
	return moveAt( facets, facets.indexOf( key ), step );
}

/**
 * The list with the item at `from` moved up (-1) or down (+1); unchanged at the ends or for an index not in it.
 *
 * @param items Any list.
 * @param from  Index of the item to move.
 * @param step  -1 or +1.
 */
export function moveAt< Item >(
	items: Item[],
	from: number,
	step: -1 | 1
): Item[] {
	const to = from + step;
	if ( from < 0 || to < 0 || to >= items.length ) {
		return items;
	}
	const moved = [ ...items ];
	[ moved[ from ], moved[ to ] ] = [ moved[ to ], moved[ from ] ];
	return moved;
}
