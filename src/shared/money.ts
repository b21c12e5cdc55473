/** An amount as a price reads: "$20", "$199.50" (whole dollars without cents). */
export const formatDollars = (cents: number): string => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

/** An amount to the cent, as a receipt or a ledger reads: "$10.00", "$10,166.67". */
export const formatCents = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
