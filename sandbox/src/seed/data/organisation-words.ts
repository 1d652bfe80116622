// Words Australian firms, trusts and funds are named with.

export const PLACE_WORDS = [
  'Bluegum', 'Wattle', 'Jacaranda', 'Banksia', 'Ironbark', 'Coastal', 'Summit', 'Horizon', 'Pinnacle',
  'Meridian', 'Keystone', 'Cornerstone', 'Lighthouse', 'Bayside', 'Northern Star', 'Red Gum', 'Silver Wattle',
  'Kookaburra', 'Eucalypt', 'Riverbend', 'Sandstone', 'Tasman', 'Coral Sea', 'Outlook', 'Compass', 'Anchor',
  'Evergreen', 'Greenway', 'Paperbark', 'Boronia', 'Waratah', 'Brolga', 'Mallee', 'Karri', 'Jarrah',
];

export const COMPANY_SUFFIXES = [
  'Holdings', 'Investments', 'Nominees', 'Enterprises', 'Capital', 'Group', 'Properties', 'Ventures', 'Consulting',
];

export const DEALER_SUFFIXES = [
  'Wealth Partners', 'Financial Planning', 'Advice Group', 'Private Wealth', 'Financial Services',
  'Wealth Management', 'Advisory', 'Capital Advisers', 'Financial Group', 'Investment Services',
];

export const CLUB_KINDS = ['Bowling Club', 'Surf Life Saving Club', 'Football Club', 'Rowing Club', 'Cricket Club'];
