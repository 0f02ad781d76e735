/**
 * The recording fee: the county's flat charge for recording the mortgage, $0 to $315 (platform
 * spec, section 9). Unlike the recording tax it does not scale with the line. It comes from the
 * offer set's RECORDING_FEE cost; ours: it is paid at closing, not taken from the draw.
 */
export const RECORDING_FEE_MAX = 315;

/**
 * The offer set's recording fee in dollars, or null when the set names none. The $315 of the
 * spec describes the product, not a check: a county that charges more is charged, so the panel
 * shows the lender's figure rather than taking the offer page down (issue 26). A figure that is
 * no amount at all (negative, not a number) is left out, as when the set names none.
 */
export function recordingFeeOf(
  costs: readonly { feeType: string; borrowerPaidAmount: number }[] | undefined,
): number | null {
  const fee = costs?.find((c) => c.feeType === 'RECORDING_FEE');
  if (!fee || !Number.isFinite(fee.borrowerPaidAmount) || fee.borrowerPaidAmount < 0) return null;
  return fee.borrowerPaidAmount;
}
