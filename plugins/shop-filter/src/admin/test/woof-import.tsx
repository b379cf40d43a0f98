/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { SettingsScreen } from '../settings-screen';
import { mockApi, stored } from '../testing/api-routes';

jest.mock( '@wordpress/api-fetch' );

const PREVIEW = 'GET /shop-filter/v1/settings/import';
const IMPORT = 'POST /shop-filter/v1/settings/import';

/** The whole screen renders first: on a busy machine that takes longer than findBy's default second. */
const SLOW = { timeout: 5000 };

describe( 'WoofImport', () => {
	it( 'offers nothing on a site HUSKY (WOOF) never ran on', async () => {
		mockApi( {
			[ PREVIEW ]: () => ( { available: false, settings: {} } ),
		} );
		render( <SettingsScreen /> );
		await screen.findByRole( 'checkbox', { name: 'Show counts' } );

		expect(
			screen.queryByRole( 'button', {
				name: 'Import HUSKY (WOOF) settings',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'imports WOOF’s settings and shows them on the screen', async () => {
		mockApi( {
			[ PREVIEW ]: () => ( {
				available: true,
				settings: { ajax: false },
			} ),
			[ IMPORT ]: () => ( {
				imported: [ 'ajax', 'overlay' ],
				settings: { ...stored, ajax: false, overlay: false },
			} ),
		} );
		const user = userEvent.setup();
		render( <SettingsScreen /> );

		await user.click(
			await screen.findByRole(
				'button',
				{ name: 'Import HUSKY (WOOF) settings' },
				SLOW
			)
		);

		expect(
			await screen.findByText( 'HUSKY (WOOF) settings imported.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Update without reloading the page',
			} )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Loading overlay' } )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Show counts' } )
		).toBeChecked();
	} );

	it( 'reports which of WOOF’s filters it takes over and which not', async () => {
		mockApi( {
			[ PREVIEW ]: () => ( {
				available: true,
				settings: {},
				report: {
					mapped: [
						{
							woof: 'pa_color',
							woof_type: 'label',
							facet: 'pa_color',
							type: 'checkbox',
						},
						{
							woof: 'by_rating',
							woof_type: '1',
							facet: 'rating',
							type: '',
						},
					],
					skipped: [
						{
							woof: 'product_brand',
							reason: 'Not a product category, tag or attribute of this shop.',
						},
					],
				},
			} ),
		} );
		render( <SettingsScreen /> );

		const taken = (
			await screen.findByRole(
				'heading',
				{ name: 'Filters it takes over' },
				SLOW
			)
		).nextElementSibling as HTMLElement;
		expect(
			Array.from(
				taken.querySelectorAll( 'li' ),
				( li ) => li.textContent
			)
		).toEqual( [
			'pa_color (label) → pa_color as checkbox',
			'by_rating → rating',
		] );
		expect(
			screen.getByRole( 'heading', { name: 'Not taken over' } )
				.nextElementSibling
		).toHaveTextContent(
			'product_brand: Not a product category, tag or attribute of this shop.'
		);
	} );
} );
