/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { renderScreen, savedSettings } from './fixtures/render-screen';
import { mockRest, requestsTo } from './fixtures/mock-rest';
import { storedSettings } from './fixtures/settings';
import type { ImportPreview } from '../import/types';

jest.mock( '@wordpress/api-fetch' );

const ROUTE = '/shop-consent/v1/import';

const accept = {
	field: 'texts.accept',
	label: 'Accept button label',
	source: 'moove_gdpr_infobar_accept_button_label',
	value: 'Accept & continue',
	current: '',
};

const headScript = {
	field: 'scripts.thirdparty.head',
	label: 'Third-party scripts: Head',
	source: 'moove_gdpr_third_party_header_scripts',
	value: '<script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
	current: '',
};

const foundPreview = (): ImportPreview => ( {
	found: true,
	option: 'moove_gdpr_plugin_settings',
	changes: [ accept, headScript ],
	unchanged: [
		{
			field: 'position',
			label: 'Position',
			source: 'moove_gdpr_infobar_position',
			value: 'bottom',
			current: 'bottom',
		},
	],
	skipped: [
		{
			source: 'moove_gdpr_floating_button_enable',
			reason: 'Shop Consent has no floating button.',
		},
	],
} );

const rows = ( name: string ) =>
	within( screen.getByRole( 'table', { name } ) )
		.getAllByRole( 'row' )
		.slice( 1 )
		.map( ( row ) =>
			Array.from( row.querySelectorAll( 'th, td' ) ).map(
				( cell ) => cell.textContent
			)
		);

describe( 'ImportTab', () => {
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'says when there is nothing to import, and offers no import', async () => {
		mockRest( {
			[ ROUTE ]: () => ( {
				found: false,
				option: 'moove_gdpr_plugin_settings',
			} ),
		} );
		await renderScreen( 'Import' );

		expect(
			await screen.findByText(
				'Nothing to import: the settings of GDPR Cookie Compliance (moove_gdpr_plugin_settings) were not found on this site.'
			)
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Import settings' } )
		).not.toBeInTheDocument();
	} );

	it( 'previews what would change, what is already the same and what is left out', async () => {
		mockRest( { [ ROUTE ]: foundPreview } );
		await renderScreen( 'Import' );

		expect(
			await screen.findByText( 'An import would change 2 settings.' )
		).toBeVisible();
		expect( rows( 'Settings that would change' ) ).toEqual( [
			[
				'Accept button label',
				'(default)',
				'Accept & continue',
				'moove_gdpr_infobar_accept_button_label',
			],
			[
				'Third-party scripts: Head',
				'(default)',
				headScript.value,
				'moove_gdpr_third_party_header_scripts',
			],
		] );
		expect( rows( 'Already the same' ) ).toEqual( [
			[ 'Position', 'bottom', 'bottom', 'moove_gdpr_infobar_position' ],
		] );
		expect( rows( 'Not imported (1)' ) ).toEqual( [
			[
				'moove_gdpr_floating_button_enable',
				'Shop Consent has no floating button.',
			],
		] );
		// The script is shown as code, not run or rendered.
		expect(
			screen.getByText( headScript.value, { selector: 'code' } )
		).toBeVisible();
	} );

	it( 'imports, reports the result and shows the stored settings so that a later save keeps them', async () => {
		let imported = false;
		mockRest( {
			[ ROUTE ]: ( options ) => {
				if ( options.method === 'POST' ) {
					imported = true;
					return {
						imported: 2,
						changes: [ accept, headScript ],
						skipped: [],
						settings: {
							...storedSettings(),
							texts: {
								...storedSettings().texts,
								accept: 'Accept & continue',
							},
						},
					};
				}
				return imported
					? { ...foundPreview(), changes: [], unchanged: [ accept ] }
					: foundPreview();
			},
		} );
		const { user, save } = await renderScreen( 'Import' );

		await user.click(
			await screen.findByRole( 'button', { name: 'Import settings' } )
		);

		expect(
			await screen.findByText( 'Imported 2 settings. They are saved.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect(
			await screen.findByText(
				'Your settings already match: an import would change nothing.'
			)
		).toBeVisible();
		expect( requestsTo( ROUTE ) ).toHaveLength( 3 );

		await save();
		expect( savedSettings().texts.accept ).toBe( 'Accept & continue' );
	} );

	it( 'shows why an import was refused', async () => {
		mockRest( {
			[ ROUTE ]: ( options ) =>
				options.method === 'POST'
					? Promise.reject( {
							code: 'shop_consent_markup_not_allowed',
							message:
								'The import holds scripts, and saving markup needs the unfiltered_html capability, so nothing was imported.',
						} )
					: foundPreview(),
		} );
		const { user } = await renderScreen( 'Import' );

		await user.click(
			await screen.findByRole( 'button', { name: 'Import settings' } )
		);

		expect(
			await screen.findByText(
				/needs the unfiltered_html capability, so nothing was imported/,
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
	} );

	it( 'shows why the stored options could not be read', async () => {
		mockRest( {
			[ ROUTE ]: () => ( {
				found: true,
				option: 'moove_gdpr_plugin_settings',
				error: 'The option moove_gdpr_plugin_settings does not hold the settings of GDPR Cookie Compliance, so nothing was imported.',
			} ),
		} );
		await renderScreen( 'Import' );

		expect(
			await screen.findByText( /does not hold the settings/, {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Import settings' } )
		).not.toBeInTheDocument();
	} );
} );
