/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { renderScreen, savedSettings } from './fixtures/render-screen';
import { mockRest, requestsTo } from './fixtures/mock-rest';
import type { StatisticsReport } from '../statistics/types';

jest.mock( '@wordpress/api-fetch' );

const REPORT = '/shop-consent/v1/statistics';

const report = ( query: URLSearchParams ): StatisticsReport => ( {
	from: query.get( 'from' ) ?? '',
	to: query.get( 'to' ) ?? '',
	days: [
		{ date: '2024-06-29', views: 7, visits: 3, visitors: 2 },
		{ date: '2024-06-30', views: 5, visits: 5, visitors: 4 },
	],
	pages: [
		{
			path: '/shop/blue-mug/',
			url: 'https://shop.example/shop/blue-mug/',
			title: 'Blue mug',
			page_id: 12,
			post_type: 'product',
			views: 9,
			visits: 6,
		},
		{
			path: '/?s=mug',
			url: 'https://shop.example/?s=mug',
			title: '/?s=mug',
			page_id: 0,
			post_type: 'search',
			views: 3,
			visits: 2,
		},
	],
	referrers: [ { domain: 'search.example', views: 4 } ],
	post_types: [
		{ post_type: 'product', label: 'Products', views: 9 },
		{ post_type: 'search', label: 'Search results', views: 3 },
	],
	endpoint: 'collector',
} );

describe( 'StatisticsTab', () => {
	beforeEach( () => {
		// Only the date is fixed (for "the last 30 days"); timers and microtasks stay real for React and user-event.
		jest.useFakeTimers( {
			doNotFake: [
				'hrtime',
				'nextTick',
				'performance',
				'queueMicrotask',
				'requestAnimationFrame',
				'cancelAnimationFrame',
				'requestIdleCallback',
				'cancelIdleCallback',
				'setImmediate',
				'clearImmediate',
				'setInterval',
				'clearInterval',
				'setTimeout',
				'clearTimeout',
			],
			now: new Date( '2024-06-30T12:00:00Z' ),
		} );
	} );

	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );

	it( 'saves counting, anonymous statistics and the retention with the settings', async () => {
		mockRest( { [ REPORT ]: ( _, q ) => report( q ) } );
		const { user, save } = await renderScreen( 'Statistics' );

		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Anonymous statistics without consent',
			} )
		);
		const retention = screen.getByRole( 'spinbutton', {
			name: 'Keep statistics for (days)',
		} );
		await user.clear( retention );
		await user.type( retention, '90' );
		await save();

		expect( savedSettings().statistics ).toEqual( {
			enabled: true,
			anonymous: true,
			retention_days: 90,
		} );
		expect(
			screen.getByText( /No cookie is set, nothing identifies/ )
		).toBeVisible();
	} );

	it( 'offers anonymous statistics only while page views are counted', async () => {
		mockRest( { [ REPORT ]: ( _, q ) => report( q ) } );
		const { user, save } = await renderScreen( 'Statistics' );

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Count page views' } )
		);
		await save();

		expect(
			screen.getByRole( 'checkbox', {
				name: 'Anonymous statistics without consent',
			} )
		).toBeDisabled();
		expect( savedSettings().statistics.enabled ).toBe( false );
	} );

	it( 'shows the last 30 days: totals, the chart, top pages, referrers and post types', async () => {
		mockRest( { [ REPORT ]: ( _, q ) => report( q ) } );
		await renderScreen( 'Statistics' );

		expect(
			await screen.findByText(
				'12 page views, 8 with consent, from 6 visitors with consent (counted per day).'
			)
		).toBeVisible();
		expect( requestsTo( REPORT ).map( String ) ).toEqual( [
			'from=2024-06-01&to=2024-06-30',
		] );
		expect(
			screen.getByRole( 'img', {
				name: /^Page views per day \(UTC\) from 2024-06-29 to 2024-06-30\. Totals: With consent 8, Anonymous 4\./,
			} )
		).toBeInTheDocument();

		const pages = screen.getByRole( 'table', { name: 'Top pages' } );
		expect(
			within( pages ).getByRole( 'link', { name: 'Blue mug' } )
		).toHaveAttribute( 'href', 'https://shop.example/shop/blue-mug/' );
		const mug = within( pages ).getByRole( 'row', { name: /Blue mug/ } );
		expect(
			within( mug )
				.getAllByRole( 'cell' )
				.map( ( cell ) => cell.textContent )
		).toEqual( [ 'product', '9', '6' ] );

		const referrers = screen.getByRole( 'table', { name: 'Referrers' } );
		expect(
			within( referrers ).getByRole( 'row', { name: 'search.example 4' } )
		).toBeInTheDocument();
		const types = screen.getByRole( 'table', { name: 'Post types' } );
		expect(
			within( types ).getByRole( 'row', { name: 'Search results 3' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( /sent to the fast collector/ )
		).toBeVisible();
	} );

	it( 'loads another range from the date control', async () => {
		mockRest( { [ REPORT ]: ( _, q ) => report( q ) } );
		const { user } = await renderScreen( 'Statistics' );
		await screen.findByRole( 'table', { name: 'Top pages' } );

		await user.click(
			screen.getByRole( 'button', { name: 'Last 7 days' } )
		);

		await waitFor( () =>
			expect( requestsTo( REPORT ).map( String ) ).toContain(
				'from=2024-06-24&to=2024-06-30'
			)
		);
	} );

	it( 'says when a list is empty and when pages use the REST API', async () => {
		mockRest( {
			[ REPORT ]: ( _, q ) => ( {
				...report( q ),
				days: [],
				pages: [],
				referrers: [],
				post_types: [],
				endpoint: 'rest',
			} ),
		} );
		await renderScreen( 'Statistics' );

		expect(
			await screen.findByRole( 'heading', { name: 'Referrers' } )
		).toBeVisible();
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
		expect(
			screen.getAllByText( 'No data for this period.' )
		).toHaveLength( 4 );
		expect(
			screen.getByText( /the fast collector \(collect\.php/ )
		).toBeVisible();
	} );

	it( 'shows the server message when the range is refused', async () => {
		mockRest( {
			[ REPORT ]: () =>
				Promise.reject( {
					code: 'shop_consent_range_too_long',
					message: 'Choose a range of at most 366 days.',
					data: { status: 400 },
				} ),
		} );
		await renderScreen( 'Statistics' );

		expect(
			await screen.findByText( 'Choose a range of at most 366 days.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
	} );
} );
