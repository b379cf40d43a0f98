/** The id prefix of the glyphs ShopSocialIcons\Admin\AdminPage prints (Icons\Sprite::PREFIX). */
const SPRITE_PREFIX = 'shop-social-icons-';

/**
 * A network's icon as the storefront draws it, from the sprite the page printed. Decorative: the network's name
 * follows it.
 *
 * @param props         Component props.
 * @param props.network The network's key.
 */
export function NetworkIcon( { network }: { network: string } ) {
	return (
		<svg
			className="shop-social-icons-networks__icon"
			width="20"
			height="20"
			aria-hidden="true"
			focusable="false"
		>
			<use href={ `#${ SPRITE_PREFIX }${ network }` } />
		</svg>
	);
}
