/**
 * Ctrl+Enter (Cmd+Enter on a Mac) in a comment or review textarea submits its form. requestSubmit() runs the form's
 * validation and submit listeners (the anti-spam keys) as the submit button would.
 *
 * @param event The keydown event.
 */
export function onCommentKeydown( event: KeyboardEvent ): void {
	const target = event.target as HTMLElement;
	if (
		event.key !== 'Enter' ||
		! ( event.ctrlKey || event.metaKey ) ||
		! ( target instanceof HTMLTextAreaElement ) ||
		! target.form?.matches( '.comment-form, #commentform' )
	) {
		return;
	}
	event.preventDefault();
	target.form.requestSubmit();
}

/**
 * Wires the shortcut for every comment form of the document.
 *
 * @param doc The document.
 */
export function initCommentForm( doc: Document ): void {
	doc.addEventListener( 'keydown', onCommentKeydown );
}
