/**
 * The address bar: each ajax draw pushes its link; back and forward redraw from the address (on-history.ts decides).
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
