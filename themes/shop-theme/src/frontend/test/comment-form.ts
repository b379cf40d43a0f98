/**
 * Internal dependencies
 */
import { initCommentForm } from '../comment-form';

describe( 'comment form shortcut', () => {
	beforeAll( () => initCommentForm( document ) );

	function form( id = 'commentform' ) {
		document.body.innerHTML = `<form id="${ id }"><textarea id="comment"></textarea></form>`;
		const submit = jest.fn( ( event: Event ) => event.preventDefault() );
		(
			document.querySelector( 'form' ) as HTMLFormElement
		 ).addEventListener( 'submit', submit );
		return {
			submit,
			textarea: document.querySelector(
				'textarea'
			) as HTMLTextAreaElement,
		};
	}

	const press = ( target: Element, init: KeyboardEventInit ) =>
		target.dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key: 'Enter',
				bubbles: true,
				cancelable: true,
				...init,
			} )
		);

	it.each( [
		[ 'Ctrl', { ctrlKey: true } ],
		[ 'Cmd', { metaKey: true } ],
	] )(
		'%s+Enter in the comment textarea submits the form through its submit event',
		( _, modifier ) => {
			const { submit, textarea } = form();
			press( textarea, modifier );
			expect( submit ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( "sends the form once, before WordPress's comment-reply listeners (one per DOM change) can send it again", () => {
		const { submit, textarea } = form();
		// comment-reply.js adds one such listener on the form each time nodes are added to the page.
		const wordpress = jest.fn( ( event: Event ) => {
			event.preventDefault();
			( textarea.form as HTMLFormElement ).requestSubmit();
		} );
		for ( let i = 0; i < 3; i++ ) {
			( textarea.form as HTMLFormElement ).addEventListener(
				'keydown',
				( event ) => wordpress( event )
			);
		}

		press( textarea, { ctrlKey: true } );

		expect( wordpress ).not.toHaveBeenCalled();
		expect( submit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'Enter alone writes a new line, and other forms are left alone', () => {
		const { submit, textarea } = form();
		expect( press( textarea, {} ) ).toBe( true );
		expect( submit ).not.toHaveBeenCalled();

		const other = form( 'search' );
		press( other.textarea, { ctrlKey: true } );
		expect( other.submit ).not.toHaveBeenCalled();
	} );
} );
