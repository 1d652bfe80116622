// Given names common in Australia across the generations and communities an adviser's book spans.

export const FEMALE_FIRST_NAMES = [
  'Olivia', 'Charlotte', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Sophie', 'Emily',
  'Ella', 'Zoe', 'Ruby', 'Lily', 'Harper', 'Matilda', 'Sienna', 'Evie', 'Willow', 'Ivy',
  'Hannah', 'Jessica', 'Sarah', 'Emma', 'Lauren', 'Rebecca', 'Kate', 'Megan', 'Rachel', 'Michelle',
  'Nicole', 'Karen', 'Susan', 'Margaret', 'Helen', 'Patricia', 'Jennifer', 'Elizabeth', 'Anne', 'Julie',
  'Linda', 'Deborah', 'Catherine', 'Louise', 'Mei', 'Priya', 'Anh', 'Linh', 'Aisha', 'Fatima',
  'Yuki', 'Sofia', 'Isabella', 'Georgia', 'Leah', 'Alice', 'Lucy', 'Jasmine', 'Maria', 'Elena',
  'Joan', 'Dorothy', 'Beverley', 'Judith', 'Kylie', 'Natalie', 'Tanya', 'Bronwyn', 'Fiona', 'Claire',
];

export const MALE_FIRST_NAMES = [
  'Liam', 'Noah', 'Jack', 'William', 'Oliver', 'Henry', 'Leo', 'Thomas', 'James', 'Lucas',
  'Charlie', 'Harrison', 'Ethan', 'Cooper', 'Mason', 'Hudson', 'Lachlan', 'Riley', 'Max', 'Samuel',
  'Daniel', 'Matthew', 'Andrew', 'Benjamin', 'Joshua', 'Nathan', 'Ryan', 'Michael', 'David', 'Peter',
  'John', 'Robert', 'Mark', 'Paul', 'Stephen', 'Craig', 'Scott', 'Brett', 'Darren', 'Wayne',
  'Graham', 'Ian', 'Bruce', 'Kevin', 'Raj', 'Arjun', 'Minh', 'Duc', 'Wei', 'Jun',
  'Omar', 'Ali', 'Hamish', 'Angus', 'Callum', 'Declan', 'Patrick', 'Sean', 'Tom', 'George',
  'Keith', 'Barry', 'Neville', 'Trevor', 'Glenn', 'Shane', 'Luke', 'Adam', 'Tim', 'Vikram',
];
