/**
 * Per-method instruction blocks, shown one at a time for the method chosen in the Payment Element (spec 2).
 */

/**
 * Shows the block of the method, hides the others.
 *
 * @param root   Where the blocks are (the payment box).
 * @param method Stripe's id of the chosen method (`card`, …).
 */
export function showInstructions( root: ParentNode, method: string ): void {
	root.querySelectorAll< HTMLElement >(
		'.shop-stripe-instructions[data-method]'
	).forEach( ( block ) => {
		block.hidden = block.dataset.method !== method;
	} );
}
