/**
 * The phone panel's "Show N results" button (`Form\ShowResults`), kept to the total of the last draw.
 */

/**
 * Writes a total into the button of a form and of its copies (the theme prints the form in its sidebar and its phone
 * slot), in the words the server gave it (`data-one`, `data-other`).
 *
 * @param form  The form that drew.
 * @param total Products matching.
 */
export function showTotal( form: HTMLFormElement, total: number ): void {
	for ( const button of form.ownerDocument.querySelectorAll< HTMLElement >(
		'form.shop-filter .shop-filter__show'
	) ) {
		const copy = button.closest< HTMLFormElement >( 'form' );
		const words = total === 1 ? button.dataset.one : button.dataset.other;
		if ( copy?.dataset.shopFilter === form.dataset.shopFilter && words ) {
			button.textContent = words.replace( '%d', String( total ) );
		}
	}
}
