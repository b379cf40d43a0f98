/**
 * A menu for the tests of one spec file (or describe block): created before them through REST, deleted after. The
 * theme's header shows the most recent menu, so the tests see this one there.
 */

/**
 * Internal dependencies
 */
import { test } from './test';

/**
 * @param title   Menu title.
 * @param content Block markup of its links.
 */
export function withNavigationMenu( title: string, content: string ) {
	let menuId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		const menu = ( await requestUtils.createNavigationMenu( {
			title,
			content,
		} ) ) as { id: number };
		menuId = menu.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/navigation/${ menuId }`,
			params: { force: true },
		} );
	} );
}
