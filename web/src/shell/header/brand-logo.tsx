// The brand's logo from config, linking to /home (the logo click of 001 §2.1).
import { Link } from '@tanstack/react-router';
import type { ShellBrand } from '../api/shell-types';
import styles from './header.module.css';

export function BrandLogo({ logo }: { logo: ShellBrand['logo'] }) {
  return (
    <Link to="/home" className={styles.logo}>
      {/* The alt text is the link's name, e.g. 'Macquarie Adviser Online'. */}
      <img className={styles.logoImage} src={logo.src} alt={logo.alt} />
    </Link>
  );
}
