/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { renderScreen, savedSettings } from './fixtures/render-screen';
import { fakeResponse } from './fixtures/fake-response';
import { mockRest, requestsTo } from './fixtures/mock-rest';
import type { LogEntry } from '../consent-log/types';

jest.mock( '@wordpress/api-fetch' );

const ID = '0123456789abcdef0123456789abcdef';
const HASH = '9'.repeat( 64 );

const entry = ( changes: Partial< LogEntry > = {} ): LogEntry => ( {
	consent_hash: HASH,
	time: '2024-06-29T08:15:00Z',
	decision: 'custom',
	strict: 1,
	thirdparty: 1,
	advanced: 0,
	consent_version: 2,
	text_version: 3,
	region: 'EU',
	source: 'banner',
	...changes,
} );

const rates = ( query: URLSearchParams ) => ( {
	from: query.get( 'from' ),
	to: query.get( 'to' ),
	days: [
		{
			date: query.get( 'from' ),
			values: { accept_all: 4, reject: 1, custom: 2 },
		},
	],
} );

/**
 * The text of a Blob (jsdom's Blob has no text()).
 *
 * @param blob The blob.
 */
function blobText( blob: Blob ): Promise< string > {
	return new Promise( ( resolve ) => {
		const reader = new FileReader();
		reader.onload = () => resolve( String( reader.result ) );
		reader.readAsText( blob );
	} );
}

function entriesPage( entries: LogEntry[], total = entries.length, pages = 1 ) {
	return fakeResponse( entries, {
		'X-WP-Total': String( total ),
		'X-WP-TotalPages': String( pages ),
	} );
}

describe( 'ConsentLogTab', () => {
	beforeEach( () => {
		jest.useFakeTimers( { advanceTimers: true } ).setSystemTime(
			new Date( '2024-06-30T12:00:00Z' )
		);
	} );

	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );

	it( 'saves the retention with the settings', async () => {
		mockRest( {
			'/shop-consent/v1/log/entries': () => entriesPage( [] ),
			'/shop-consent/v1/log/rates': ( _, q ) => rates( q ),
		} );
		const { user, save } = await renderScreen( 'Consent log' );
		const field = screen.getByRole( 'spinbutton', {
			name: 'Keep records for (days)',
		} );
		expect( field ).toHaveValue( 365 );

		await user.clear( field );
		await user.type( field, '90' );
		await save();

		expect( savedSettings().log_retention_days ).toBe( 90 );
	} );

	it( 'lists the latest records, then finds one by its whole id', async () => {
		mockRest( {
			'/shop-consent/v1/log/entries': ( _, q ) =>
				q.get( 'search' ) === ''
					? entriesPage(
							[
								entry(),
								entry( { consent_hash: 'f'.repeat( 64 ) } ),
							],
							41,
							3
						)
					: entriesPage( [ entry() ] ),
			'/shop-consent/v1/log/rates': ( _, q ) => rates( q ),
		} );
		const { user } = await renderScreen( 'Consent log' );

		expect(
			await screen.findByText( '41 records found.' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Page 1 of 3' ) ).toBeInTheDocument();

		await user.type(
			screen.getByRole( 'textbox', { name: 'Consent ID' } ),
			`${ ID.toUpperCase() }{Enter}`
		);

		expect( await screen.findByText( '1 record found.' ) ).toBeVisible();
		expect(
			requestsTo( '/shop-consent/v1/log/entries' ).pop()?.get( 'search' )
		).toBe( ID );
		const table = screen.getByRole( 'table', { name: 'Consent records' } );
		const row = within( table ).getByRole( 'row', {
			name: new RegExp( HASH ),
		} );
		expect(
			Array.from( row.querySelectorAll( 'th, td' ) ).map(
				( cell ) => cell.textContent
			)
		).toEqual( [
			HASH,
			'2024-06-29 08:15:00 UTC',
			'Custom',
			'Yes',
			'Yes',
			'No',
			'2',
			'3',
			'EU',
			'Banner',
		] );
		// Enter searched without saving the settings.
		expect( requestsTo( '/wp/v2/settings' ).length ).toBe( 1 );
	} );

	it( 'pages through the results', async () => {
		mockRest( {
			'/shop-consent/v1/log/entries': ( _, q ) =>
				entriesPage(
					[ entry( { source: `page-${ q.get( 'page' ) }` } ) ],
					41,
					3
				),
			'/shop-consent/v1/log/rates': ( _, q ) => rates( q ),
		} );
		const { user } = await renderScreen( 'Consent log' );
		await screen.findByText( 'page-1' );

		await user.click( screen.getByRole( 'button', { name: 'Next page' } ) );

		expect( await screen.findByText( 'page-2' ) ).toBeVisible();
		expect( screen.getByText( 'Page 2 of 3' ) ).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Previous page' } )
		).toBeEnabled();
	} );

	it( 'shows the server message when a search is refused', async () => {
		mockRest( {
			'/shop-consent/v1/log/entries': ( _, q ) =>
				q.get( 'search' ) === ''
					? entriesPage( [] )
					: Promise.reject(
							fakeResponse( {
								code: 'rest_invalid_param',
								message: 'Invalid parameter(s): search',
								data: {
									status: 400,
									params: {
										search: 'Enter the whole consent ID.',
									},
								},
							} )
						),
			'/shop-consent/v1/log/rates': ( _, q ) => rates( q ),
		} );
		const { user } = await renderScreen( 'Consent log' );
		await screen.findByText( '0 records found.' );

		await user.type(
			screen.getByRole( 'textbox', { name: 'Consent ID' } ),
			'xyz'
		);
		await user.click( screen.getByRole( 'button', { name: 'Search' } ) );

		expect(
			await screen.findByText( 'Enter the whole consent ID.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
	} );

	it( 'charts the last 30 days and reloads for another range', async () => {
		mockRest( {
			'/shop-consent/v1/log/entries': () => entriesPage( [] ),
			'/shop-consent/v1/log/rates': ( _, q ) => rates( q ),
		} );
		const { user } = await renderScreen( 'Consent log' );

		expect(
			await screen.findByRole( 'img', {
				name: /^Decisions per day \(UTC\) from 2024-06-01 to 2024-06-01\. Totals: Accept all 4, Custom 2, Reject 1\./,
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Last 30 days' } )
		).toHaveAttribute( 'aria-pressed', 'true' );

		await user.click(
			screen.getByRole( 'button', { name: 'Last 7 days' } )
		);

		await waitFor( () =>
			expect(
				requestsTo( '/shop-consent/v1/log/rates' ).pop()?.toString()
			).toBe( 'from=2024-06-24&to=2024-06-30' )
		);
		expect(
			await screen.findByRole( 'img', { name: /from 2024-06-24/ } )
		).toBeInTheDocument();
	} );

	it( 'downloads the CSV of the chosen range under the name the server gives', async () => {
		const createObjectURL = jest.fn( () => 'blob:csv' );
		const revokeObjectURL = jest.fn();
		Object.assign( URL, { createObjectURL, revokeObjectURL } );
		const clicked: HTMLAnchorElement[] = [];
		jest.spyOn( HTMLAnchorElement.prototype, 'click' ).mockImplementation(
			function ( this: HTMLAnchorElement ) {
				clicked.push( this );
			}
		);
		mockRest( {
			'/shop-consent/v1/log/entries': () => entriesPage( [] ),
			'/shop-consent/v1/log/rates': ( _, q ) => rates( q ),
			'/shop-consent/v1/log/export': ( options, q ) => {
				expect( options.parse ).toBe( false );
				return fakeResponse( `consent_hash\r\n${ HASH }\r\n`, {
					'Content-Disposition': `attachment; filename="consent-log-${ q.get(
						'from'
					) }-to-${ q.get( 'to' ) }.csv"`,
				} );
			},
		} );
		const { user } = await renderScreen( 'Consent log' );
		await screen.findByRole( 'img' );

		await user.click(
			screen.getByRole( 'button', { name: 'Export CSV' } )
		);

		await waitFor( () => expect( clicked ).toHaveLength( 1 ) );
		expect( clicked[ 0 ].download ).toBe(
			'consent-log-2024-06-01-to-2024-06-30.csv'
		);
		expect( clicked[ 0 ].href ).toBe( 'blob:csv' );
		const blob = (
			createObjectURL.mock.calls[ 0 ] as unknown[]
		 )[ 0 ] as Blob;
		expect( await blobText( blob ) ).toContain( HASH );
		expect(
			screen.getByRole( 'button', { name: 'Export CSV' } )
		).toHaveAccessibleDescription(
			'Every record from 2024-06-01 to 2024-06-30 (UTC days), one line each.'
		);
	} );

	it( 'shows why an export failed', async () => {
		mockRest( {
			'/shop-consent/v1/log/entries': () => entriesPage( [] ),
			'/shop-consent/v1/log/rates': ( _, q ) => rates( q ),
			'/shop-consent/v1/log/export': () =>
				Promise.reject(
					fakeResponse( {
						code: 'rest_forbidden',
						message:
							'Sorry, you are not allowed to manage Shop Consent.',
					} )
				),
		} );
		const { user } = await renderScreen( 'Consent log' );
		await screen.findByRole( 'img' );

		await user.click(
			screen.getByRole( 'button', { name: 'Export CSV' } )
		);

		expect(
			await screen.findByText(
				'Sorry, you are not allowed to manage Shop Consent.',
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
	} );
} );
