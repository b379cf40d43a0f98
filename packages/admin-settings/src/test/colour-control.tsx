/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ColourControl } from '../colour-control';
import { SettingSchema, type JsonSchema } from '../setting-schema';
import { pickCustomColour } from '../testing/pick-colour';

const palette = [
	{ name: 'Base', slug: 'base', color: '#ffffff' },
	{ name: 'Accent', slug: 'accent', color: '#2f6b4f' },
];

/**
 * The control over its own state, as a settings tab holds it, reporting each change.
 *
 * @param props          Test props.
 * @param props.onChange Spy.
 */
function Harness( { onChange }: { onChange: ( value: string ) => void } ) {
	const [ value, setValue ] = useState( '#1e1e1e' );
	return (
		<ColourControl
			label="Button colour"
			help="The Accept and Reject buttons."
			value={ value }
			colors={ palette }
			onChange={ ( next ) => {
				setValue( next );
				onChange( next );
			} }
		/>
	);
}

describe( 'ColourControl', () => {
	it( 'is a button named by the setting and its colour, described by its help', () => {
		render( <Harness onChange={ jest.fn() } /> );

		const toggle = screen.getByRole( 'button', {
			name: 'Button colour #1e1e1e',
		} );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle ).toHaveAccessibleDescription(
			'The Accept and Reject buttons.'
		);
	} );

	it( 'offers the palette and stores the colour picked from it', async () => {
		const onChange = jest.fn();
		const user = userEvent.setup();
		render( <Harness onChange={ onChange } /> );

		await user.click(
			screen.getByRole( 'button', { name: /^Button colour/ } )
		);
		await user.click(
			await screen.findByRole( 'option', { name: /Accent/ } )
		);

		expect( onChange ).toHaveBeenLastCalledWith( '#2f6b4f' );
		expect(
			screen.getByRole( 'button', { name: 'Button colour #2f6b4f' } )
		).toBeInTheDocument();
	} );

	it( 'closes on Escape and gives the focus back to its button', async () => {
		const user = userEvent.setup();
		render( <Harness onChange={ jest.fn() } /> );
		const toggle = screen.getByRole( 'button', { name: /^Button colour/ } );

		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		// A keyboard user is in the palette (the popover's first swatch) when they press Escape.
		( await screen.findByRole( 'option', { name: /Base/ } ) ).focus();
		await user.keyboard( '{Escape}' );

		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle ).toHaveFocus();
	} );

	it.each( [
		[ 'offers', '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', true ],
		[ 'leaves out', '^#[0-9a-fA-F]{6}$', false ],
	] )(
		'%s a #rgb colour of the theme as the field’s schema pattern %s says',
		async ( _verb, pattern, offered ) => {
			window.shopBundleThemePalette = [
				{ name: 'Short', slug: 'short', color: '#abc' },
				{ name: 'Long', slug: 'long', color: '#2f6b4f' },
			];
			const schema: JsonSchema = {
				properties: { colours: { properties: { link: { pattern } } } },
			};
			const user = userEvent.setup();
			render(
				<SettingSchema.Provider value={ schema }>
					<ColourControl
						label="Link colour"
						value="#2f6b4f"
						field={ [ 'colours', 'link' ] }
						onChange={ jest.fn() }
					/>
				</SettingSchema.Provider>
			);

			await user.click(
				screen.getByRole( 'button', { name: /^Link colour/ } )
			);

			expect(
				await screen.findByRole( 'option', { name: /Long/ } )
			).toBeInTheDocument();
			expect(
				screen.queryByRole( 'option', { name: /Short/ } ) !== null
			).toBe( offered );
			delete window.shopBundleThemePalette;
		}
	);

	it( "stores a custom colour typed in the picker's hex field", async () => {
		const onChange = jest.fn();
		const user = userEvent.setup();
		render( <Harness onChange={ onChange } /> );

		await pickCustomColour( user, 'Button colour', '#00aa00' );

		expect( onChange ).toHaveBeenLastCalledWith( '#00aa00' );
		expect(
			screen.getByRole( 'button', { name: 'Button colour #00aa00' } )
		).toHaveFocus();
	} );
} );
