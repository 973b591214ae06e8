// The shop's legal details as the footer prints them. No zod here: the storefront's footer loads
// this on every page.

/** The Fair Trade Commission's page about a mail-order business, by its registration number. */
export function ftcBusinessInfoUrl(businessRegistration: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessRegistration.replace(/\D/g, '')}`;
}
