/**
 * The search box of a multiple select (spec 9's select labels): typing narrows the options to those containing the
 * text, and the status says 'No results match' when none does. Delegated from the form, so it keeps working on the
 * markup each answer redraws.
 */

/**
 * Narrows the options of the search box's select.
 *
 * @param search The search box.
 */
export function narrowOptions( search: HTMLInputElement ): void {
	const box = search.closest( '.shop-filter__multi' );
	const select = box?.querySelector( 'select' );
	const status = box?.querySelector< HTMLElement >(
		'.shop-filter__no-match'
	);
	if ( ! select || ! status ) {
		return;
	}
	const needle = search.value.trim().toLocaleLowerCase();
	let shown = 0;
	for ( const option of select.options ) {
		const match =
			needle === '' || option.text.toLocaleLowerCase().includes( needle );
		option.hidden = ! match;
		shown += match ? 1 : 0;
	}
	status.textContent = shown === 0 ? ( status.dataset.message ?? '' ) : '';
}

/**
 * Wires the search boxes of a form: typing narrows; the box is no filter field, so its change never submits and
 * Enter in it never sends the form.
 *
 * @param form The filter form.
 */
export function wireOptionSearch( form: HTMLFormElement ): void {
	const isSearch = (
		target: EventTarget | null
	): target is HTMLInputElement =>
		target instanceof HTMLInputElement &&
		target.classList.contains( 'shop-filter__option-search' );
	form.addEventListener(
		'input',
		( event ) => {
			if ( isSearch( event.target ) ) {
				event.stopPropagation();
				narrowOptions( event.target );
			}
		},
		true
	);
	form.addEventListener(
		'change',
		( event ) => {
			if ( isSearch( event.target ) ) {
				event.stopPropagation();
			}
		},
		true
	);
	form.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Enter' && isSearch( event.target ) ) {
			event.preventDefault();
		}
	} );
}
