/**
 * The address bar: each ajax draw pushes its link; back and forward restore (spec 2: the page reloads when the
 * query string changed, unless ajax can redraw it from the address).
 */

/** The marker of the history entries the filter pushed. */
export const HISTORY_KEY = 'shopFilter';

/**
 * Pushes a drawn link, unless it is the current address.
 *
 * @param win  Window.
 * @param link The link.
 */
export function pushLink( win: Window, link: string ): void {
	if ( link && link !== win.location.href ) {
		win.history.pushState( { [ HISTORY_KEY ]: true }, '', link );
	}
}

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

/**
 * The filter values of an address (everything but the marker and paging), and its page.
 *
 * @param address The address.
 */
export function paramsOf( address: string ): {
	params: Array< [ string, string ] >;
	page: number;
} {
	const url = new URL( address );
	const params = [ ...url.searchParams ].filter(
		( [ name ] ) =>
			! [
				'filter',
				'swoof',
				'paged',
				'base',
				'page_id',
				'post_type',
			].includes( name )
	);
	return {
		params,
		page: Math.max( 1, Number( url.searchParams.get( 'paged' ) ) || 1 ),
	};
}
