/**
 * Ctrl+Enter (Cmd+Enter on a Mac) in a comment or review textarea submits its form, once. requestSubmit() runs the
 * form's validation and submit listeners (the anti-spam keys) as the submit button would. WordPress's comment-reply
 * script (threaded comments) also submits on these keys, from a keydown listener on the form that it adds again each
 * time nodes are added to the page (its MutationObserver calls init()): on a page whose scripts add nodes a dozen times
 * one Ctrl+Enter sent the comment a dozen times, the later ones answered 409 (duplicate). So this listens in the
 * capture phase on the document, before the form, and stops the event there.
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
	event.stopPropagation();
	target.form.requestSubmit();
}

/**
 * Wires the shortcut for every comment form of the document.
 *
 * @param doc The document.
 */
export function initCommentForm( doc: Document ): void {
	doc.addEventListener( 'keydown', onCommentKeydown, true );
}
