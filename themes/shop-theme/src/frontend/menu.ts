/**
 * Arrow keys for the header menu. core/navigation already opens a submenu on hover and by its toggle, keeps
 * `aria-expanded` on the toggle and closes a submenu opened by its toggle on Escape, returning focus to the toggle; it
 * has no arrow keys, and Escape does nothing while a submenu is only shown because focus is inside it. This adds both.
 */

const ITEM = '.wp-block-navigation-item';
const CONTENT =
	':scope > .wp-block-navigation-item__content, :scope > .wp-block-navigation-submenu__toggle';
const SUBMENU = ':scope > .wp-block-navigation__submenu-container';

/**
 * The link or button that stands for an item of the menu.
 *
 * @param item A `li.wp-block-navigation-item`.
 */
function itemControl( item: Element ): HTMLElement | null {
	return item.querySelector< HTMLElement >( CONTENT );
}

/**
 * The controls of the items beside an item (its own included), in order.
 *
 * @param item A `li.wp-block-navigation-item`.
 */
function siblingControls( item: Element ): HTMLElement[] {
	return Array.from( item.parentElement?.children ?? [] )
		.filter( ( el ) => el.matches( ITEM ) )
		.map( itemControl )
		.filter( ( el ): el is HTMLElement => el !== null );
}

/**
 * The toggle button of a submenu item.
 *
 * @param item A `li.has-child`.
 */
function toggleOf( item: Element ): HTMLButtonElement | null {
	return item.querySelector< HTMLButtonElement >(
		':scope > .wp-block-navigation-submenu__toggle'
	);
}

/**
 * Focuses the first item of a submenu and opens it. The class draws the submenu for the instant the item takes the
 * focus, then :focus-within keeps it drawn; the `focus` event on the submenu is core/navigation's own way in
 * (actions.openMenuOnFocus), so its state and `aria-expanded` follow.
 *
 * @param item The `li.has-child`.
 */
function openAndEnter( item: Element ): void {
	const submenu = item.querySelector( SUBMENU );
	const first = submenu?.querySelector( ITEM );
	if ( ! submenu || ! first ) {
		return;
	}
	item.classList.remove( 'shop-theme-submenu-closed' );
	item.classList.add( 'shop-theme-submenu-open' );
	itemControl( first )?.focus();
	item.classList.remove( 'shop-theme-submenu-open' );
	// After the focus moved: core/navigation closes a submenu the focus leaves before it has rendered it open.
	submenu.dispatchEvent( new FocusEvent( 'focus' ) );
}

/**
 * Hides the submenu that holds the focus and returns the focus to its toggle. A `focusout` without a new target is
 * core/navigation's signal to close a submenu opened by click or focus (actions.handleMenuFocusout), so
 * `aria-expanded` follows; it is sent to the `li` alone, not bubbling to the document.
 *
 * @param submenuItem The `li.has-child` whose submenu holds the focus.
 */
function closeTo( submenuItem: Element ): void {
	// Hidden until the pointer or the focus leaves: otherwise :focus-within keeps it drawn.
	submenuItem.classList.add( 'shop-theme-submenu-closed' );
	( toggleOf( submenuItem ) ?? itemControl( submenuItem ) )?.focus();
	submenuItem.dispatchEvent(
		new FocusEvent( 'focusout', { relatedTarget: null } )
	);
}

/**
 * Handles a key pressed inside a navigation block.
 *
 * @param event The keydown event.
 */
export function onMenuKeydown( event: KeyboardEvent ): void {
	const target = event.target as HTMLElement;
	const item = target.closest( ITEM );
	if ( ! item || ! target.closest( '.wp-block-navigation' ) ) {
		return;
	}
	const parentItem = item.parentElement?.closest( ITEM ) ?? null;
	const inSubmenu = parentItem !== null;
	const controls = siblingControls( item );
	const index = controls.indexOf( itemControl( item ) as HTMLElement );
	const move = ( step: number ) =>
		controls[
			( index + step + controls.length ) % controls.length
		]?.focus();
	const next = inSubmenu ? 'ArrowDown' : 'ArrowRight';
	const previous = inSubmenu ? 'ArrowUp' : 'ArrowLeft';

	if ( event.key === 'Escape' && parentItem ) {
		closeTo( parentItem );
		return;
	}
	if ( event.key === next || event.key === previous ) {
		move( event.key === next ? 1 : -1 );
	} else if ( event.key === 'ArrowDown' && item.matches( '.has-child' ) ) {
		openAndEnter( item );
	} else {
		return;
	}
	// The arrows would scroll the page.
	event.preventDefault();
}

/**
 * Clears the "closed by Escape" mark once the pointer or the focus leaves the item.
 *
 * @param event A pointerleave (captured) or focusout event.
 */
function reopenable( event: Event ): void {
	const item = ( event.target as Element ).closest?.(
		'.shop-theme-submenu-closed'
	);
	if ( ! item ) {
		return;
	}
	const related = ( event as FocusEvent ).relatedTarget as Node | null;
	if (
		event.type === 'pointerleave' ||
		! related ||
		! item.contains( related )
	) {
		item.classList.remove( 'shop-theme-submenu-closed' );
	}
}

/**
 * Keeps a focus move between the items of one submenu from core/navigation, which would close the submenu. Its
 * focusout handler (actions.handleMenuFocusout) closes unless the new target is inside `ctx.modal`, and its watch
 * callback (callbacks.initMenu) sets that only once the opened submenu has rendered: an arrow key pressed in that
 * moment (a held key, a busy phone) closed the submenu under the focus, so the next item was hidden. A focus that
 * leaves the submenu still reaches core/navigation.
 *
 * @param event A focusout event, captured at the document before it reaches the item.
 */
function keepSubmenuOpen( event: FocusEvent ): void {
	const related = event.relatedTarget as Node | null;
	const item = ( event.target as Element ).closest?.(
		'.wp-block-navigation .has-child'
	);
	if ( related && item?.contains( related ) ) {
		event.stopPropagation();
	}
}

/**
 * Adds the keyboard behaviour to every navigation block of the document.
 *
 * @param doc The document.
 */
export function initMenu( doc: Document ): void {
	// Capture phase: core/navigation's keydown on the `li` stops Escape from reaching the document.
	doc.addEventListener( 'keydown', onMenuKeydown, true );
	doc.addEventListener( 'focusout', keepSubmenuOpen, true );
	doc.addEventListener( 'focusout', reopenable );
	doc.addEventListener( 'pointerleave', reopenable, true );
}
