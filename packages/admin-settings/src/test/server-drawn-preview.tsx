/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	ServerDrawnPreview,
	type ServerDrawnPreviewProps,
} from '../server-drawn-preview';

function renderPreview( props: Partial< ServerDrawnPreviewProps > ) {
	return render(
		<ServerDrawnPreview
			query="text=Hello"
			draw={ ( query ) =>
				Promise.resolve( `<p class="drawn">${ query }</p>` )
			}
			failed="The preview could not be drawn."
			caption="Preview"
			className="my-preview"
			testId="my-preview"
			{ ...props }
		/>
	);
}

describe( 'ServerDrawnPreview', () => {
	it( 'shows what the server drew for the query, inert, in the box that stands for the page', async () => {
		renderPreview( {} );

		const page = screen.getByTestId( 'my-preview' );
		expect( await screen.findByText( 'text=Hello' ) ).toHaveClass(
			'drawn'
		);
		expect( page ).toHaveClass( 'my-preview__page' );
		expect( page ).toHaveAttribute( 'inert' );
		expect( page ).toHaveAttribute( 'aria-busy', 'false' );
		expect( page.closest( 'figure' ) ).toHaveClass( 'my-preview' );
	} );

	it.each( [
		[ 'above the drawing by default', false, 0 ],
		[ 'below it when asked', true, 1 ],
	] )( 'puts the caption %s', async ( _, captionBelow, at ) => {
		const { container } = renderPreview( { captionBelow } );
		await screen.findByText( 'text=Hello' );

		const figure = container.querySelector( 'figure' );
		const parts = [ ...( figure?.children ?? [] ) ];
		expect( parts ).toHaveLength( 2 );
		expect( parts[ at ] ).toHaveTextContent( 'Preview' );
		expect( parts[ at ].tagName ).toBe( 'FIGCAPTION' );
	} );

	it( 'says why the drawing failed, under it', async () => {
		renderPreview( { draw: () => Promise.reject( {} ) } );

		const error = await screen.findByText(
			'The preview could not be drawn.'
		);
		expect( error ).toHaveClass( 'my-preview__error' );
	} );
} );
