// Surnames common in Australia (Anglo-Celtic, Vietnamese, Chinese, Indian, Mediterranean and others).

export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson',
  'Thompson', 'Nguyen', 'Tran', 'Le', 'Pham', 'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan',
  'Robinson', 'Kelly', 'King', 'Davis', 'Wright', 'Evans', 'Roberts', 'Green', 'Hall', 'Wood',
  'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James', 'Phillips', 'Mitchell', 'Turner', 'Campbell',
  'Edwards', "O'Brien", "O'Connor", "O'Neill", 'Murphy', 'Walsh', 'Byrne', 'McDonald', 'McKenzie', 'Fraser',
  'Stewart', 'Scott', 'Hughes', 'Morris', 'Cooper', 'Baker', 'Young', 'Allen', 'Hill', 'Moore',
  'Morgan', 'Bennett', 'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Huang', 'Wu', 'Singh',
  'Kaur', 'Sharma', 'Gupta', 'Kumar', 'Nair', 'Rossi', 'Russo', 'Romano', 'Papadopoulos', 'Georgiou',
  'Kowalski', 'Novak', 'Schmidt', 'Fischer', 'Becker', 'Dunn', 'Ward', 'Watson', 'Bell', 'Gray',
  'Hunt', 'Ross', 'Graham', 'Kennedy', 'Sullivan', 'Burke', 'Doyle', 'Gallagher', 'Reid', 'Marshall',
  'Ellis', 'Price', 'Chapman', 'Webb', 'Knight', 'Barnes', 'Holmes', 'Lloyd', 'Owen', 'Parker',
  'Carter', 'Bailey', 'Cox', 'Richardson', 'Howard', 'Collins', 'Dawson', 'Fletcher', 'Hayes', 'Pearce',
  'Simpson', 'Stevens', 'Hart', 'Lam', 'Wong', 'Ho', 'Cheung', 'Yang', 'Zhou', 'Kim',
  'Park', 'Tanaka', 'Hassan', 'Ahmed', 'Ibrahim', 'Haddad', 'Costa', 'Silva', 'Santos', 'Ferreira',
  'Murray', 'Dixon', 'Palmer', 'Lawrence', 'Grant', 'Mills', 'Shaw', 'Nicholls', 'Jenkins', 'Russell',
];
