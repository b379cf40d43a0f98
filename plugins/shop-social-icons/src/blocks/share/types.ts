/**
 * Attributes of the shop-social-icons/share block (block.json is the source of truth).
 */
export interface IconsAttributes {
	kind: 'share' | 'follow';
	/** Network keys in their order; empty: the settings' networks. */
	networks: string[];
}
