/**
 * A published post for the tests of one spec file: created before them through REST, deleted after.
 */

/**
 * Internal dependencies
 */
import { test } from '../support/test';

export interface TestPost {
	id: number;
	link: string;
}

/**
 * @param title   Post title.
 * @param content Block markup.
 * @return Gives the post once the tests run.
 */
export function withTestPost( title: string, content: string ) {
	let post: TestPost;

	test.beforeAll( async ( { requestUtils } ) => {
		post = await requestUtils.createPost( {
			title,
			content,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ post.id }`,
			params: { force: true },
		} );
	} );

	return (): TestPost => post;
}
