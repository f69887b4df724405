/** Playing cards as the studio's card games draw them: index = rank × 4 + suit (ace first; ♠ ♥ ♦ ♣). */

export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUIT_SIGNS = ['♠', '♥', '♦', '♣'] as const;

export const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;
