/**
 * Internal dependencies
 */
import { keepStyles } from '../keep-styles';

const parse = ( html: string ) =>
	new DOMParser().parseFromString( html, 'text/html' );

/**
 * The styles of a document, as `tag#id`.
 * @param doc
 */
const styles = ( doc: Document ) =>
	[ ...doc.querySelectorAll( 'style, link[rel="stylesheet"]' ) ].map(
		( element ) => `${ element.tagName.toLowerCase() }#${ element.id }`
	);

describe( 'keepStyles', () => {
	const page =
		'<head><link rel="stylesheet" id="theme" href="/theme.css"><style id="global">body{}</style></head><body><main></main></body>';

	it( 'copies what the page added at run time into the next page, where it stands here', () => {
		const current = parse( page );
		current.head.insertAdjacentHTML(
			'beforeend',
			'<style id="emotion" data-emotion="css"></style>'
		);
		current.body.insertAdjacentHTML(
			'beforeend',
			'<link rel="stylesheet" id="quick-view" href="/quick-view.css">'
		);
		const next = parse( page );

		expect( keepStyles( current, next ) ).toBe( 2 );
		expect( styles( next ) ).toEqual( [
			'link#theme',
			'style#global',
			'style#emotion',
			'link#quick-view',
		] );
	} );

	it( 'copies nothing when the next page has every style, and leaves its own new ones', () => {
		const current = parse( page );
		const next = parse(
			page.replace( '</head>', '<style id="new">p{}</style></head>' )
		);

		expect( keepStyles( current, next ) ).toBe( 0 );
		expect( styles( next ) ).toEqual( [
			'link#theme',
			'style#global',
			'style#new',
		] );
	} );

	it( 'compares a stylesheet the router is preloading with its own media', () => {
		const current = parse(
			page.replace(
				'href="/theme.css"',
				'href="/theme.css" media="preload"'
			)
		);
		const next = parse( page );

		expect( keepStyles( current, next ) ).toBe( 0 );
	} );
} );
