/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSaved } from '@shop-bundle/admin-settings/testing/settings-api-double';

/**
 * Internal dependencies
 */
import { SettingsScreen } from '../settings-screen';
import type { FilterSettings } from '../types';
import { mockApi } from '../testing/api-routes';

jest.mock( '@wordpress/api-fetch' );

/** The shop's attributes as the Store API lists them. */
const ATTRIBUTES = 'GET /wc/store/v1/products/attributes';

/** Stored: categories (checkboxes), price (slider), rating. */
async function renderPanel() {
	mockApi( {
		[ ATTRIBUTES ]: () => [
			{ taxonomy: 'pa_color', name: 'Colour' },
			{ taxonomy: 'pa_size', name: 'Size' },
		],
	} );
	const user = userEvent.setup();
	render( <SettingsScreen /> );
	const panel = (
		await screen.findByRole(
			'heading',
			{ name: 'Default filters' },
			{ timeout: 5000 }
		)
	).closest( '.components-card' ) as HTMLElement;
	// The attributes arrive after the settings.
	await within( panel ).findByRole(
		'option',
		{ name: 'Colour' },
		{ timeout: 5000 }
	);
	return { user, panel: within( panel ) };
}

/**
 * @param panel The panel's queries.
 * @return The names of the listed filters, in order.
 */
function listed( panel: ReturnType< typeof within > ): string[] {
	return panel
		.getAllByRole( 'listitem' )
		.map(
			( item: HTMLElement ) =>
				item.querySelector( '.shop-filter-defaults__name' )
					?.textContent ?? ''
		);
}

async function save( user: ReturnType< typeof userEvent.setup > ) {
	await user.click( screen.getByRole( 'button', { name: 'Save changes' } ) );
	await screen.findByText( 'Settings saved.', {
		selector: '.components-notice__content',
	} );
	return lastSaved< FilterSettings >( 'shop_filter_settings' )
		.default_filters;
}

describe( 'DefaultFiltersPanel', () => {
	it( 'lists the stored default filters in order with their display types', async () => {
		const { panel } = await renderPanel();

		expect( listed( panel ) ).toEqual( [
			'Categories',
			'Price',
			'Rating',
		] );
		expect(
			panel.getByRole( 'combobox', { name: 'Show Price as' } )
		).toHaveValue( 'slider' );
		expect(
			panel.queryByRole( 'combobox', { name: 'Show Rating as' } )
		).not.toBeInTheDocument();
		expect(
			panel.getByRole( 'button', { name: 'Move Categories up' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'adds an attribute from the site at the end, says so, and saves it', async () => {
		const { user, panel } = await renderPanel();

		expect(
			panel.queryByRole( 'option', { name: 'Price' } )
		).not.toBeInTheDocument();
		await user.selectOptions(
			panel.getByRole( 'combobox', { name: 'Add a filter' } ),
			'pa_color'
		);
		await user.click( panel.getByRole( 'button', { name: 'Add filter' } ) );

		expect( listed( panel ) ).toEqual( [
			'Categories',
			'Price',
			'Rating',
			'Colour',
		] );
		expect( panel.getByRole( 'status' ) ).toHaveTextContent(
			'Colour added at position 4 of 4.'
		);
		expect( ( await save( user ) ).facets ).toEqual( [
			{ facet: 'product_cat', type: 'checkbox' },
			{ facet: 'price', type: 'slider' },
			{ facet: 'rating' },
			{ facet: 'pa_color', type: 'checkbox' },
		] );
	} );

	it( 'moves a filter with its buttons, keeps the focus on the button, announces the position, and saves the order', async () => {
		const { user, panel } = await renderPanel();

		await user.click(
			panel.getByRole( 'button', { name: 'Move Categories down' } )
		);
		expect( listed( panel ) ).toEqual( [
			'Price',
			'Categories',
			'Rating',
		] );
		expect(
			panel.getByRole( 'button', { name: 'Move Categories down' } )
		).toHaveFocus();
		expect( panel.getByRole( 'status' ) ).toHaveTextContent(
			'Categories moved to position 2 of 3.'
		);

		// From the keyboard: the focused button again, with Enter.
		await user.keyboard( '{Enter}' );
		expect( listed( panel ) ).toEqual( [
			'Price',
			'Rating',
			'Categories',
		] );
		await user.click(
			panel.getByRole( 'button', { name: 'Move Rating up' } )
		);

		expect( listed( panel ) ).toEqual( [
			'Rating',
			'Price',
			'Categories',
		] );
		expect(
			( await save( user ) ).facets.map( ( item ) => item.facet )
		).toEqual( [ 'rating', 'price', 'product_cat' ] );
	} );

	it( 'changes a display type, removes a filter and the limit, and saves them', async () => {
		const { user, panel } = await renderPanel();

		await user.selectOptions(
			panel.getByRole( 'combobox', { name: 'Show Categories as' } ),
			'radio'
		);
		await user.click(
			panel.getByRole( 'button', { name: 'Remove Rating' } )
		);
		expect( panel.getByRole( 'status' ) ).toHaveTextContent(
			'Rating removed.'
		);
		const limit = panel.getByRole( 'spinbutton', {
			name: 'Terms shown before “Show more”',
		} );
		await user.clear( limit );
		await user.type( limit, '9' );

		expect( await save( user ) ).toEqual( {
			facets: [
				{ facet: 'product_cat', type: 'radio' },
				{ facet: 'price', type: 'slider' },
			],
			more_limit: 9,
		} );
	} );
} );
