/**
 * Back and forward (spec 2): the page reloads when the query string changed, unless ajax can redraw it from the
 * address (history.ts reads it).
 */

/**
 * What to do on popstate: redraw from the address (ajax on), reload (ajax off), or nothing when the query did not
 * change (a hash change).
 *
 * @param previous The address drawn last.
 * @param next     The address now.
 * @param ajax     Whether the form draws by ajax.
 */
export function onHistory(
	previous: string,
	next: string,
	ajax: boolean
): 'redraw' | 'reload' | 'none' {
	const query = ( address: string ) => new URL( address ).search;
	if (
		query( previous ) === query( next ) &&
		new URL( previous ).pathname === new URL( next ).pathname
	) {
		return 'none';
	}
	return ajax ? 'redraw' : 'reload';
}
