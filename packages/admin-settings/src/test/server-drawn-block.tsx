/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ServerDrawnBlock } from '../server-drawn-block';

// The editor's modules are WordPress's script handles, not installed: stand-ins that show where things go.
jest.mock(
	'@wordpress/block-editor',
	() => ( {
		InspectorControls: ( { children }: { children: unknown } ) => (
			<aside aria-label="Sidebar">{ children as never }</aside>
		),
		useBlockProps: () => ( { className: 'wp-block-test' } ),
	} ),
	{ virtual: true }
);
jest.mock(
	'@wordpress/server-side-render',
	() => ( {
		__esModule: true,
		default: ( props: { block: string; attributes: object } ) => (
			<output>{ JSON.stringify( props ) }</output>
		),
	} ),
	{ virtual: true }
);

describe( 'ServerDrawnBlock', () => {
	it( 'puts the sidebar in the inspector and draws the block with PHP inside its wrapper', () => {
		const attributes = { kind: 'follow', networks: [ 'x' ] };
		const { container } = render(
			<ServerDrawnBlock name="shop/test" attributes={ attributes }>
				<p>Panels</p>
			</ServerDrawnBlock>
		);

		expect(
			screen.getByRole( 'complementary', { name: 'Sidebar' } )
		).toHaveTextContent( 'Panels' );
		const drawn = container.querySelector( '.wp-block-test > output' );
		expect( JSON.parse( drawn?.textContent ?? '' ) ).toEqual( {
			block: 'shop/test',
			attributes,
		} );
	} );
} );
