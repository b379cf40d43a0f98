/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import database from '../../../../data/known-cookies.json';
import { storedSettings } from '../../test/fixtures/settings';
import type { ShopConsentSettings } from '../../types';
import { CookieScannerPanel } from '../cookie-scanner-panel';
import type { PageLoader } from '../scan-pages';
import type { CookieList } from '../types';
import { fakeFrameWindow } from './fixtures/fake-frame-window';

jest.mock( '@wordpress/api-fetch' );

const PAGES = [
	{ label: 'Home page', url: 'https://shop.example/' },
	{ label: 'Post: Hello', url: 'https://shop.example/hello/' },
];

interface FetchOptions {
	path: string;
	method?: string;
	data?: { items: CookieList[ 'items' ] };
}

/**
 * Serves the scanner data and the saved list; a POST answers with what was sent, or rejects with `saveError`.
 *
 * @param list      The saved list.
 * @param saveError What a POST rejects with.
 */
function mockApi(
	list: CookieList = { updated: 0, items: [] },
	saveError?: unknown
) {
	const mock = jest.mocked( apiFetch );
	mock.mockReset();
	mock.mockImplementation( ( ( options: FetchOptions ) => {
		if ( options.path === '/shop-consent/v1/cookie-scanner' ) {
			return Promise.resolve( { pages: PAGES, known: database } );
		}
		if ( options.method !== 'POST' ) {
			return Promise.resolve( list );
		}
		return saveError
			? Promise.reject( saveError )
			: Promise.resolve( { updated: 1, items: options.data?.items } );
	} ) as unknown as typeof apiFetch );
}

/** The items sent by the last POST. */
const posted = () =>
	jest
		.mocked( apiFetch )
		.mock.calls.map( ( [ options ] ) => options as FetchOptions )
		.filter( ( options ) => options.method === 'POST' )
		.pop()?.data?.items;

/**
 * Pages as a visitor's browser would show them with everything allowed.
 * @param url
 */
const loadFake: PageLoader = async ( url ) => ( {
	win: fakeFrameWindow(
		url === PAGES[ 0 ].url
			? {
					cookie: `${ document.cookie }; shop_scan_test=1`,
					resources: [ 'https://www.googletagmanager.com/gtag/js' ],
				}
			: { cookie: '_ga=GA1.1', session: [ 'wc_cart_created' ] }
	),
	remove: () => undefined,
} );

let current: ShopConsentSettings;

/**
 * The panel over settings kept in state, as the settings screen keeps them.
 *
 * @param props          Props.
 * @param props.loadPage Page loader.
 */
function Harness( { loadPage }: { loadPage: PageLoader } ) {
	const [ settings, setSettings ] = useState( storedSettings() );
	current = settings;
	return (
		<CookieScannerPanel
			settings={ settings }
			update={ ( change ) => setSettings( change ) }
			loadPage={ loadPage }
			settleMs={ 0 }
		/>
	);
}

async function renderPanel( loadPage: PageLoader = loadFake ) {
	const user = userEvent.setup();
	render( <Harness loadPage={ loadPage } /> );
	await screen.findByRole( 'button', { name: 'Scan the site' } );
	return user;
}

const row = ( name: string ) =>
	screen.getByRole( 'rowheader', {
		name: new RegExp(
			`^${ name.replace( /[.*]/g, '\\$&' ) }\\s*(Unknown)?$`
		),
	} ).parentElement as HTMLElement;

describe( 'CookieScannerPanel', () => {
	afterEach( () => {
		document.cookie = 'shop_consent=; path=/; max-age=0';
	} );

	it( 'lists the pages it will scan and says when nothing is listed yet', async () => {
		mockApi();
		await renderPanel();

		expect( screen.getByText( 'Home page' ) ).toBeVisible();
		expect( screen.getByText( 'Post: Hello' ) ).toBeVisible();
		expect(
			screen.getByText(
				'No cookies are listed yet. Scan the site to find them.'
			)
		).toBeVisible();
	} );

	it( 'scans with everything allowed, lists what it found matched to the database, and announces the result', async () => {
		mockApi();
		const user = await renderPanel();

		await user.click(
			screen.getByRole( 'button', { name: 'Scan the site' } )
		);

		expect(
			await screen.findByText(
				'Scan finished: 5 items listed after scanning 2 pages.'
			)
		).toHaveAttribute( 'role', 'status' );
		const consent = row( 'shop_consent' );
		expect(
			within( consent ).getByRole( 'combobox', {
				name: 'Category of shop_consent',
			} )
		).toHaveValue( 'strict' );
		expect( consent ).toHaveTextContent( 'Shop Consent' );
		expect( within( consent ).queryByText( 'Unknown' ) ).toBeNull();
		const test = row( 'shop_scan_test' );
		expect( within( test ).getByText( 'Unknown' ) ).toBeVisible();
		expect(
			within( test ).getByRole( 'textbox', {
				name: 'Purpose of shop_scan_test',
			} )
		).toBeVisible();
		expect( row( 'www.googletagmanager.com' ) ).toHaveTextContent(
			'Google Tag Manager'
		);
		expect( row( 'wc_cart_created' ) ).toHaveTextContent(
			'Session storage'
		);
		// The scan's "everything allowed" record is gone again: the admin had none.
		expect( document.cookie ).not.toContain( 'shop_consent=' );
	} );

	it( 'announces progress and can be cancelled, keeping the list as it was', async () => {
		mockApi();
		const hanging: PageLoader = ( _url, signal ) =>
			new Promise( ( _resolve, reject ) =>
				signal.addEventListener( 'abort', () =>
					reject( new Error( 'aborted' ) )
				)
			);
		const user = await renderPanel( hanging );

		await user.click(
			screen.getByRole( 'button', { name: 'Scan the site' } )
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Scanning page 1 of 2: Home page…'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Cancel scan' } )
		);

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Scan cancelled.'
		);
		expect( screen.queryByRole( 'table' ) ).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Scan the site' } )
		).toBeEnabled();
	} );

	it( 'saves the reviewed rows with the categories the admin chose', async () => {
		mockApi();
		const user = await renderPanel();
		await user.click(
			screen.getByRole( 'button', { name: 'Scan the site' } )
		);
		await screen.findByText( /Scan finished/ );

		await user.selectOptions(
			screen.getByRole( 'combobox', {
				name: 'Category of shop_scan_test',
			} ),
			'advanced'
		);
		await user.type(
			screen.getByRole( 'textbox', {
				name: 'Purpose of shop_scan_test',
			} ),
			'E2E test'
		);
		await user.click(
			screen.getByRole( 'button', {
				name: 'Remove www.googletagmanager.com',
			} )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save cookie list' } )
		);

		expect(
			await screen.findByText(
				'Cookie list saved. The Cookie policy block shows it.',
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
		const items = posted() ?? [];
		expect( items.map( ( item ) => item.name ) ).toEqual( [
			'shop_consent',
			'wc_cart_created',
			'_ga',
			'shop_scan_test',
		] );
		expect( items[ 3 ] ).toEqual( {
			name: 'shop_scan_test',
			type: 'cookie',
			category: 'advanced',
			service: '',
			purpose: 'E2E test',
			duration: '',
			host: '',
		} );
	} );

	it( 'adds a row’s pattern to its category’s clearing patterns, and moves it with the category', async () => {
		mockApi( {
			updated: 1,
			items: [
				{
					name: 'shop_scan_test',
					type: 'cookie',
					category: 'thirdparty',
					service: '',
					purpose: '',
					duration: '',
					host: '',
				},
			],
		} );
		const user = await renderPanel();
		const clear = screen.getByRole( 'checkbox', {
			name: 'Clear shop_scan_test',
		} );
		expect( clear ).not.toBeChecked();

		await user.click( clear );
		expect( current.cookie_patterns.thirdparty ).toContain(
			'shop_scan_test'
		);
		expect( clear ).toBeChecked();

		await user.selectOptions(
			screen.getByRole( 'combobox', {
				name: 'Category of shop_scan_test',
			} ),
			'advanced'
		);
		expect( current.cookie_patterns.thirdparty ).not.toContain(
			'shop_scan_test'
		);
		expect( current.cookie_patterns.advanced ).toContain(
			'shop_scan_test'
		);

		await user.selectOptions(
			screen.getByRole( 'combobox', {
				name: 'Category of shop_scan_test',
			} ),
			'strict'
		);
		expect( current.cookie_patterns.advanced ).not.toContain(
			'shop_scan_test'
		);
		expect(
			screen.queryByRole( 'checkbox', { name: 'Clear shop_scan_test' } )
		).toBeNull();
	} );

	it( 'shows the server’s message when the list is refused', async () => {
		mockApi(
			{ updated: 0, items: [] },
			{
				code: 'shop_consent_invalid_cookie_list',
				message: 'Row 1: "x" is listed twice.',
				data: { status: 400 },
			}
		);
		const user = await renderPanel();
		await user.click(
			screen.getByRole( 'button', { name: 'Scan the site' } )
		);
		await screen.findByText( /Scan finished/ );

		await user.click(
			screen.getByRole( 'button', { name: 'Save cookie list' } )
		);

		expect(
			await screen.findByText( 'Row 1: "x" is listed twice.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
	} );
} );
