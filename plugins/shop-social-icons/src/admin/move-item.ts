/**
 * A copy of the list with the item at `from` moved one place up (-1) or down (+1); the same list when it cannot move.
 *
 * @param list The ordered list.
 * @param from The item's index.
 * @param step -1 (up) or 1 (down).
 */
export function moveItem< T >( list: T[], from: number, step: -1 | 1 ): T[] {
	const to = from + step;
	if ( from < 0 || from >= list.length || to < 0 || to >= list.length ) {
		return list;
	}
	const moved = [ ...list ];
	[ moved[ from ], moved[ to ] ] = [ moved[ to ], moved[ from ] ];
	return moved;
}

/**
 * A copy of the list with the item at `from` taken out and put at `to` (where a drag dropped it); the same list when
 * either index is outside it.
 *
 * @param list The ordered list.
 * @param from The item's index.
 * @param to   Its new index.
 */
export function moveItemTo< T >( list: T[], from: number, to: number ): T[] {
	if ( from < 0 || from >= list.length || to < 0 || to >= list.length ) {
		return list;
	}
	const moved = [ ...list ];
	const [ item ] = moved.splice( from, 1 );
	moved.splice( to, 0, item );
	return moved;
}
