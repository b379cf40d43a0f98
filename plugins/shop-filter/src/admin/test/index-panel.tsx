/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { IndexPanel } from '../index-panel';
import type { IndexStatus } from '../types';
import { mockApi } from '../testing/api-routes';

jest.mock( '@wordpress/api-fetch' );

const status = (
	state: string,
	done: number,
	total = 50000,
	indexed = state === 'done' ? total : 0,
	published = total
): IndexStatus => ( {
	state,
	done,
	total,
	indexed,
	published,
	sets: 'current',
	sets_failure: null,
} );

describe( 'IndexPanel', () => {
	it( 'says while the builds of the sets fail, with the reason', async () => {
		const message =
			'The product filter’s sets were not built: the database failed while reading the index (Server shutdown in progress). The build is tried again at the next run of the scheduled actions.';
		const answers = [
			{
				...status( 'done', 120, 120 ),
				sets: 'building' as const,
				sets_failure: {
					count: 2,
					at: '2026-11-30T21:00:00+00:00',
					message,
				},
			},
		];
		mockApi( {
			'GET /shop-filter/v1/index': () =>
				answers.shift() ?? status( 'done', 120, 120 ),
		} );
		render( <IndexPanel /> );

		expect(
			await screen.findByText(
				'The filter still answers from the catalogue as it was before the last changes: the build of its sets failed 2 times in a row.'
			)
		).toBeVisible();
		expect( screen.getByText( message ) ).toBeVisible();
		expect(
			screen.getByText( 'Up to date: 120 products indexed.' )
		).toBeVisible();
	} );

	it( 'says the index is not available while the site has no index route', async () => {
		mockApi();
		render( <IndexPanel /> );

		expect(
			await screen.findByText(
				'The product index is not available on this site yet.'
			)
		).toBeVisible();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'shows a running rebuild with its progress until it is done', async () => {
		const answers = [ status( 'running', 20000 ), status( 'done', 50000 ) ];
		mockApi( {
			'GET /shop-filter/v1/index': () =>
				answers.shift() ?? status( 'done', 50000 ),
		} );
		render( <IndexPanel /> );

		expect(
			await screen.findByText(
				'Rebuilding: 20000 of 50000 products indexed.'
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'progressbar', {
				name: 'Index rebuild progress',
			} )
		).toHaveAttribute( 'value', '20000' );
		expect(
			screen.getByRole( 'button', { name: 'Rebuild index' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		expect(
			await screen.findByText(
				'Up to date: 50000 products indexed.',
				undefined,
				{ timeout: 4000 }
			)
		).toBeVisible();
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
	} );

	it( 'starts a rebuild and reads its progress', async () => {
		let started = false;
		mockApi( {
			'GET /shop-filter/v1/index': () =>
				started ? status( 'running', 0 ) : status( 'done', 1000, 1000 ),
			'POST /shop-filter/v1/index': () => {
				started = true;
				return {};
			},
		} );
		const user = userEvent.setup();
		render( <IndexPanel /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Rebuild index' } )
		);

		expect(
			await screen.findByText(
				'Rebuilding: 0 of 50000 products indexed.'
			)
		).toBeVisible();
		expect( apiFetch ).toHaveBeenCalledWith( {
			path: '/shop-filter/v1/index',
			method: 'POST',
		} );
	} );

	it( 'shows the server’s message when a rebuild cannot start', async () => {
		mockApi( {
			'GET /shop-filter/v1/index': () => status( 'idle', 0, 0 ),
			'POST /shop-filter/v1/index': () => {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				};
			},
		} );
		const user = userEvent.setup();
		render( <IndexPanel /> );

		expect(
			await screen.findByText( 'The index has not been built yet.' )
		).toBeVisible();
		await user.click(
			screen.getByRole( 'button', { name: 'Rebuild index' } )
		);

		expect(
			await screen.findByText( 'Sorry, you are not allowed to do that.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
	} );

	it.each( [
		[
			'the products saved after a rebuild that found none',
			status( 'done', 0, 0, 20, 20 ),
			'Up to date: 20 products indexed.',
		],
		[
			'fewer products than are published',
			status( 'done', 18, 18, 18, 20 ),
			'18 of 20 published products indexed: rebuild the index to add the others.',
		],
		[
			'a shop with one product',
			status( 'done', 1, 1 ),
			'Up to date: 1 product indexed.',
		],
	] )(
		'counts the products the index holds: %s',
		async ( _, answer, text ) => {
			mockApi( { 'GET /shop-filter/v1/index': () => answer } );
			render( <IndexPanel /> );

			expect( await screen.findByText( text ) ).toBeVisible();
		}
	);
} );
